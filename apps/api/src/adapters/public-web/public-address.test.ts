import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('a public address', () => {
  it('is one on the public internet, in IPv4 or IPv6', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('is never loopback, private, link-local, unique local, multicast or reserved, however it is written', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      'ff05::1:3',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:192.168.0.1',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '2001:db8::1',
      '2002:a00:1::1',
      '2001:0:a00:1::1',
      'localhost',
      'not an address',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
