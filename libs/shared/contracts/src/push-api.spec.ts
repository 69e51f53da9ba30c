import { isPushEndpoint, pushEndpointProblem } from './push-api';

// QA: POST /api/notifications/subscribe took https://169.254.169.254/latest/meta-data and
// https://localhost:6379/, and the worker then POSTed pushes there (SSRF).
describe('push endpoints the server will send to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dXk3x:APA91bH',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://push.example.com/send/1',
  ])('accepts a push service: %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint)).toBeNull();
  });

  it.each([
    // IPv4: private, loopback, link-local (cloud metadata), CGNAT, unspecified, multicast, and public.
    ['https://169.254.169.254/latest/meta-data', 'an IP address'],
    ['https://10.0.0.5/', 'an IP address'],
    ['https://172.16.3.4/', 'an IP address'],
    ['https://192.168.1.1/', 'an IP address'],
    ['https://127.0.0.1/', 'an IP address'],
    ['https://100.64.0.1/', 'an IP address'],
    ['https://0.0.0.0/', 'an IP address'],
    ['https://224.0.0.1/', 'an IP address'],
    ['https://8.8.8.8/', 'an IP address'],
    ['https://127.0.0.1./', 'not written plainly'],
    // Other spellings of an address (URL and the legacy url.parse web-push uses may each read
    // them their own way): refused as spelt, and as the address they are once written plainly.
    ['https://2130706433/', 'not written plainly'],
    ['https://0x7f.1/', 'not written plainly'],
    ['https://0177.0.0.1/', 'not written plainly'],
    ['https://127.1/', 'not written plainly'],
    ['https://0/', 'not written plainly'],
    ['https://0xa9fea9fe/latest/meta-data', 'not written plainly'],
    ['https://%31%32%37.0.0.1/', 'not written plainly'],
    ['https://[0:0:0:0:0:0:0:1]/', 'not written plainly'],
    ['https://[::ffff:169.254.169.254]/', 'not written plainly'],
    ['https://127。0。0。1/', 'not written plainly'],
    // Spellings where the two parsers disagree on the host, or could.
    ['https://push.example.com:443@127.0.0.1/', 'has credentials'],
    ['https://push.example.com\\@127.0.0.1/', 'not written plainly'],
    ['https://push.exam\tple.com/x', 'not written plainly'],
    ['https://PUSH.example.com/x', 'not written plainly'],
    ['https://fcm.googleapis.com:443/fcm/send/x', 'not written plainly'],
    ['https://push.example.com', 'not written plainly'],
    ['https://127.0.0.1;.example.com/', 'not a host name'],
    ['https://169.254.169.254!.example.com/', 'not a host name'],
    ['https://push..example.com/x', 'not a host name'],
    ['https://push_service.example.com/x', 'not a host name'],
    // IPv6: loopback, unspecified, link-local, unique-local, multicast, IPv4-mapped, NAT64.
    ['https://[::1]/', 'an IP address'],
    ['https://[::]/', 'an IP address'],
    ['https://[fe80::1]/', 'an IP address'],
    ['https://[fd00:ec2::254]/latest/meta-data', 'an IP address'],
    ['https://[ff02::1]/', 'an IP address'],
    ['https://[::ffff:7f00:1]/', 'an IP address'],
    ['https://[64:ff9b::a9fe:a9fe]/', 'an IP address'],
    // Names that only resolve inside a network.
    ['https://localhost:6379/', 'port 6379, not 443'],
    ['https://localhost/', 'a single-label name'],
    ['https://localhost./x', 'a single-label name'],
    ['https://redis/', 'a single-label name'],
    ['https://push.localhost/', 'a private name'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'a private name'],
    ['https://redis.chefs.svc.cluster.local/', 'a private name'],
    ['https://router.home.arpa/', 'a private name'],
    // Not a push service's URL at all.
    ['https://fcm.googleapis.com:8443/fcm/send/x', 'port 8443, not 443'],
    ['http://push.example.com/x', 'not https'],
    ['https://u:p@push.example.com/x', 'has credentials'],
    ['push-service', 'not a URL'],
    ['ftp://push.example.com/x', 'not https'],
    [`https://push.example.com/${'x'.repeat(2048)}`, 'too long'],
  ])('refuses %s: %s', (endpoint, problem) => {
    expect(pushEndpointProblem(endpoint)).toBe(problem);
    expect(isPushEndpoint(endpoint)).toBe(false);
  });

  it('lets through plain http on this machine only when allowed: the e2e suite’s local push endpoint', () => {
    for (const endpoint of ['http://127.0.0.1:41234/push/ab', 'http://localhost:9/push/1', 'http://[::1]:9/x']) {
      expect(isPushEndpoint(endpoint, { loopbackHttp: true })).toBe(true);
      expect(isPushEndpoint(endpoint)).toBe(false);
    }
    // Not https to this machine, nor plain http elsewhere, nor to a private address that is not loopback.
    expect(pushEndpointProblem('https://127.0.0.1:6379/', { loopbackHttp: true })).toBe('port 6379, not 443');
    expect(isPushEndpoint('http://push.example.com/x', { loopbackHttp: true })).toBe(false);
    expect(isPushEndpoint('http://169.254.169.254/latest/meta-data', { loopbackHttp: true })).toBe(false);
    expect(isPushEndpoint('http://u:p@127.0.0.1:9/x', { loopbackHttp: true })).toBe(false);
  });

  it('lets through exactly the origins it is given: a local push service over https', () => {
    const origins = ['https://127.0.0.1:41234'];
    expect(isPushEndpoint('https://127.0.0.1:41234/ok/phone', { origins })).toBe(true);
    for (const other of ['https://127.0.0.1:41235/ok/phone', 'http://127.0.0.1:41234/ok/phone', 'https://127.0.0.1/x'])
      expect(isPushEndpoint(other, { origins })).toBe(false);
  });
});
