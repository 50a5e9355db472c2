// Whether a webhook URL may be called from production (docs/webhooks.md, "Security"): https to a
// host that is not a literal private, loopback, link-local or unspecified address, nor localhost,
// so the dispatcher cannot be pointed into our own network (SSRF). Every spelling of an address
// counts: URL() already turns `127.1`, `0x7f.1` or `2130706433` into `127.0.0.1`, and an IPv6
// literal is checked with its embedded IPv4 (`[::ffff:127.0.0.1]`, written `[::ffff:7f00:1]`),
// which a check of the IPv4 forms alone let through. A public name that resolves to a private
// address is caught when the dispatcher connects (`consultarSoPublico`).
import { lookup } from 'node:dns';
import { BlockList, isIPv4, isIPv6, type LookupFunction } from 'node:net';

const PRIVADOS = new BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, shared address space
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVADOS.addSubnet(rede, prefixo, 'ipv4');
for (const [rede, prefixo] of [
  ['::', 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible ::a.b.c.d
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
] as const)
  PRIVADOS.addSubnet(rede, prefixo, 'ipv6');

/** The host of a URL, as URL() gives it, is a literal address we must not call. */
export function enderecoPrivado(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(h)) return PRIVADOS.check(h, 'ipv4');
  // IPv4-mapped (::ffff:a.b.c.d) addresses are checked against the IPv4 rules by BlockList.
  if (isIPv6(h)) return PRIVADOS.check(h, 'ipv6');
  return false;
}

export function urlDeWebhookPublica(url: string): boolean {
  const u = new URL(url);
  const host = u.hostname.toLowerCase();
  return u.protocol === 'https:' && host !== 'localhost' && !host.endsWith('.localhost') && !enderecoPrivado(host);
}

/**
 * A DNS lookup for the sockets of production deliveries: it refuses a name that resolves to an
 * address `enderecoPrivado` refuses. The check is made on the very addresses the socket then
 * connects to, so a name cannot answer a public address to a check and a private one to the
 * connection (DNS rebinding). `resolver`: node's lookup; tests give another.
 */
export function consultaSoPublica(resolver: typeof lookup = lookup): LookupFunction {
  return (host, opcoes, responder) => {
    resolver(host, { ...opcoes, all: true }, (erro, enderecos) => {
      if (erro) return responder(erro, '', 0);
      const privado = enderecos.find((e) => enderecoPrivado(e.address));
      if (privado) {
        const recusa = Object.assign(new Error(`${host} aponta para um endereço privado (${privado.address}).`), { code: 'EPRIVADO' });
        return responder(recusa, '', 0);
      }
      if (opcoes.all) return responder(null, enderecos);
      responder(null, enderecos[0]!.address, enderecos[0]!.family);
    });
  };
}
