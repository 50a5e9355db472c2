// One clock for every business decision (release, expiry, campaign windows, token expiry).
// SQL receives this instant as a parameter instead of calling now(), so that a test can move
// time for the application and the database together.
export function agora(): Date {
  return new Date();
}
