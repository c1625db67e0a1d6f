import { msg } from '@shop/shared';
import type { Throttle } from '../../adapters/throttle/throttle.ts';
import { ServiceUnavailableError, TooManyRequestsError } from '../../domain/errors.ts';
import { HOUR, OTP, type OtpClient } from './otp-policy.ts';

/** The hourly caps on the codes a client may have sent: by its address, and by its device when it has one. */
export class OtpSendSlots {
  constructor(
    private readonly throttle: Throttle,
    private readonly sendsPerAddressPerHour: number,
  ) {}

  /** Counts one code against the client's hourly caps; refuses when either is spent. */
  async take(client: OtpClient): Promise<string[]> {
    const caps: [string, number][] = [[`otp:ip:${client.ip}`, this.sendsPerAddressPerHour]];
    if (client.deviceId) caps.push([`otp:device:${client.deviceId}`, OTP.sendsPerDevicePerHour]);
    // A throttle that cannot be consulted (Redis down) refuses: codes must never go out uncounted.
    const results = await Promise.all(caps.map(([key, max]) => this.throttle.hit(key, max, HOUR))).catch(
      () => {
        throw new ServiceUnavailableError(msg('otp.cannotSend'), 60);
      },
    );
    const keys = caps.map(([key]) => key);
    const blocked = results.find((result) => !result.allowed);
    if (blocked) {
      // Only codes actually sent count: a refused request gives its slots back.
      await this.release(keys);
      throw new TooManyRequestsError(msg('otp.tooManyCodes'), blocked.retryAfterSeconds);
    }
    return keys;
  }

  async release(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.throttle.release(key)));
  }
}
