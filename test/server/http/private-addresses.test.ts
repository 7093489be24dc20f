// Every blocked IPv4 network is blocked in each IPv6 form that reaches it (IPv4-mapped, IPv4-compatible,
// IPv4-translated, NAT64, 6to4); the same forms of a public address stay public.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../server/http/private-addresses';
import { ipv6Forms, PRIVATE_IPV4, PUBLIC_IPV4 } from '../support/private-address-forms';

describe('isPrivateAddress', () => {
  it.each(PRIVATE_IPV4)('refuses %s in every form', (ipv4) => {
    for (const address of [ipv4, ...ipv6Forms(ipv4)]) expect(isPrivateAddress(address), address).toBe(true);
  });

  it.each(PUBLIC_IPV4)('lets %s through in every form', (ipv4) => {
    for (const address of [ipv4, ...ipv6Forms(ipv4)]) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses the IPv6 networks of its own, upper case and written out too', () => {
    for (const address of [
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fd00::1',
      'FD12:3456::1',
      'fec0::1',
      'ff02::1',
      '64:ff9b:1::a00:1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '::FFFF:7F00:1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['2606:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001::200e']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses what is not an address', () => {
    for (const address of ['', 'localhost', '127.1', '::ffff:127.0.0.1.5', '[::1]']) expect(isPrivateAddress(address), address).toBe(true);
  });
});
