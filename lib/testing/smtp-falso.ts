// A tiny SMTP server for the tests (node:net, no dependency): it greets, advertises AUTH, and
// either accepts the login and the message (`aceitar`) or refuses the login with 535, as a server
// does when SMTP_URL carries a wrong password (`recusar`). What it receives is kept for asserts.
import net from 'node:net';

export type SmtpFalso = { url: (usuario: string, senha: string) => string; recebidas: string[]; fechar: () => Promise<void> };

export async function iniciarSmtpFalso(modo: 'aceitar' | 'recusar'): Promise<SmtpFalso> {
  const recebidas: string[] = [];
  const conexoes = new Set<net.Socket>();
  const servidor = net.createServer((s) => {
    conexoes.add(s);
    s.on('close', () => conexoes.delete(s));
    s.on('error', () => {});
    let buffer = '';
    let emDados = false;
    let dados = '';
    s.write('220 smtp.falso ESMTP\r\n');
    s.on('data', (parte) => {
      buffer += parte.toString('utf8');
      let fim: number;
      while ((fim = buffer.indexOf('\r\n')) >= 0) {
        const linha = buffer.slice(0, fim);
        buffer = buffer.slice(fim + 2);
        if (emDados) {
          if (linha === '.') {
            emDados = false;
            recebidas.push(dados);
            dados = '';
            s.write('250 2.0.0 Ok: queued\r\n');
          } else dados += `${linha}\n`;
          continue;
        }
        const comando = linha.split(' ')[0]!.toUpperCase();
        if (comando === 'EHLO' || comando === 'HELO') s.write('250-smtp.falso\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (comando === 'AUTH')
          s.write(modo === 'aceitar' ? '235 2.7.0 Authentication successful\r\n' : '535 5.7.8 Authentication failed\r\n');
        else if (comando === 'MAIL' || comando === 'RCPT' || comando === 'RSET' || comando === 'NOOP') s.write('250 2.1.0 Ok\r\n');
        else if (comando === 'DATA') {
          emDados = true;
          s.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (comando === 'QUIT') s.end('221 2.0.0 Bye\r\n');
        else s.write('502 5.5.2 Error: command not recognized\r\n');
      }
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const porta = (servidor.address() as net.AddressInfo).port;
  return {
    url: (usuario, senha) => `smtp://${encodeURIComponent(usuario)}:${encodeURIComponent(senha)}@127.0.0.1:${porta}`,
    recebidas,
    fechar: () =>
      new Promise<void>((ok) => {
        for (const c of conexoes) c.destroy();
        servidor.close(() => ok());
      }),
  };
}

/** A local port nobody listens on (bound, then released). */
export async function portaFechada(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const porta = (s.address() as net.AddressInfo).port;
  await new Promise<void>((ok) => s.close(() => ok()));
  return porta;
}
