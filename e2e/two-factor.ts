import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app's code for `secret`. The shop takes each code once, and the run's admin logs in more than
 * once: `stepOffset` 1 gives the next step's code, which the shop accepts one step early. `now`: the shop's time,
 * for a shop whose clock a test has moved (shop-clock.ts).
 */
export function nextAppCode(secret: string, stepOffset = 0, now = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + stepOffset * 30_000 });
}

/**
 * A member's first back-office session through the API, as the enrolment screen does it: an authenticator app
 * set up on the login token and confirmed with its code. Answers the session that opens the back office.
 */
export async function enrolAppByApi(baseURL: string, loginToken: string): Promise<string> {
  const call = async <T>(route: string, body: unknown) => {
    const response = await fetch(`${baseURL}/api/v1${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${loginToken}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { status: number; message: string; body: T };
  };
  const setup = await call<{ secret: string }>('/auth/totp/setup', {});
  if (setup.status !== 200) throw new Error(`no authenticator set-up: ${setup.message}`);
  const confirmed = await call<{ token: string }>('/auth/totp/confirm', {
    code: nextAppCode(setup.body.secret),
  });
  if (confirmed.status !== 200) throw new Error(`the app code was refused: ${confirmed.message}`);
  return confirmed.body.token;
}
