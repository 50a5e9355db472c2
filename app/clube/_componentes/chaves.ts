// React Query keys of the club portal (one factory for the feature). The pages are server-rendered;
// after a change the client invalidates these and refreshes the route.
export const chavesClube = {
  todas: ['clube'] as const,
  perfil: () => ['clube', 'perfil'] as const,
  qr: () => ['clube', 'qr'] as const,
};
