/**
 * The push services of the browsers people use: Chrome, Edge's Chromium and most others (FCM),
 * Firefox (Mozilla autopush), Edge on Windows (WNS), Safari (Apple). The server POSTs to whatever
 * endpoint a person registers, so only these hosts are accepted: an endpoint cannot make the
 * server call an address of its own network.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_HOST_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export interface EndpointRules {
  /** Tests run their own push service on the loopback interface, over plain HTTP. */
  allowLoopback: boolean;
}

export function isAcceptedPushEndpoint(endpoint: string, rules: EndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (rules.allowLoopback && LOOPBACK_HOSTS.includes(url.hostname)) return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))
  );
}
