// A quick look that a deployment answers: health, readiness, one guest clarification check and suggestion, and
// the web app. One virtual user, a few iterations; run after every deploy.
//
//   k6 run -e BASE_URL=https://presently.example.com deploy/k6/smoke.js
import http from 'k6/http';
import { check, sleep } from 'k6';
import { BASE_URL, guestHeaders, recipient, suggest } from './lib.js';

export const options = {
  vus: 1,
  iterations: 3,
  thresholds: {
    checks: ['rate==1'],
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:GET /readyz}': ['p(95)<500'],
    'http_req_duration{name:POST /api/gifts/suggest}': ['p(95)<2000'],
  },
};

export default function () {
  check(http.get(`${BASE_URL}/healthz`, { tags: { name: 'GET /healthz' } }), { 'healthz: 200': (r) => r.status === 200 });
  const ready = http.get(`${BASE_URL}/readyz`, { tags: { name: 'GET /readyz' } });
  check(ready, { 'readyz: ready': (r) => r.status === 200 && r.json('status') === 'ready' });

  const guest = http.get(`${BASE_URL}/api/user`, { tags: { name: 'GET /api/user' }, responseCallback: http.expectedStatuses(401) });
  check(guest, { 'guest user: 401': (r) => r.status === 401 });

  const info = recipient();
  const clarification = http.post(`${BASE_URL}/api/gifts/check-clarification`, JSON.stringify(info), {
    headers: guestHeaders(),
    tags: { name: 'POST /api/gifts/check-clarification' },
  });
  check(clarification, { 'clarification: 200': (r) => r.status === 200 && typeof r.json('needsClarification') === 'boolean' });
  suggest(info, guestHeaders());

  const page = http.get(`${BASE_URL}/`, { tags: { name: 'GET /' } });
  check(page, { 'web app: html': (r) => r.status === 200 && String(r.headers['Content-Type']).includes('text/html') });
  sleep(1);
}
