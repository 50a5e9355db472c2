// React Query keys of the webhooks feature (one factory per feature).
export const chavesWebhooks = {
  todos: ['webhooks'] as const,
};
