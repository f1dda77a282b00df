/* global __ENV */
// Load on the gateway: guests asking for ideas, and signed-in visitors going register → suggest → save → history
// → open the saved set. Thresholds fail the run when errors pass 1 % or latency passes its target.
//
//   k6 run -e BASE_URL=http://localhost:3000 deploy/k6/load.js
//   TRUST_PROXY=true docker compose up -d --scale gifts=3
//   k6 run -e GUEST_ADDRESSES=forwarded -e GUEST_RATE=20 deploy/k6/load.js
//
// Guests: 30 suggestions an hour per client address. Without GUEST_ADDRESSES=forwarded the guest scenario stays
// under that (one request every two minutes); with it, each request carries its own X-Forwarded-For address and
// GUEST_RATE (requests per second) applies — see lib.js for what the gateway then needs.
// Signed-in: every journey registers a fresh free account, which has 3 suggestions a month; the journey spends one.
// Registration hashes a password (argon2id), so the journey also loads the auth service.
import { sleep } from 'k6';
import { FORWARDED, currentUser, guestHeaders, history, recipient, register, save, savedSet, suggest } from './lib.js';

const DURATION = __ENV.DURATION || '5m';
const GUEST_RATE = Number(__ENV.GUEST_RATE || 10);
const JOURNEY_VUS = Number(__ENV.JOURNEY_VUS || 20);

export const options = {
  scenarios: {
    guest_suggestions: FORWARDED
      ? { executor: 'constant-arrival-rate', exec: 'guest', rate: GUEST_RATE, timeUnit: '1s', duration: DURATION, preAllocatedVUs: GUEST_RATE * 2, maxVUs: GUEST_RATE * 10 }
      : { executor: 'constant-arrival-rate', exec: 'guest', rate: 1, timeUnit: '2m', duration: DURATION, preAllocatedVUs: 1 },
    signed_in_journey: {
      executor: 'ramping-vus',
      exec: 'journey',
      startVUs: 0,
      stages: [
        { duration: '1m', target: JOURNEY_VUS },
        { duration: DURATION, target: JOURNEY_VUS },
        { duration: '30s', target: 0 },
      ],
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    http_req_duration: ['p(95)<1500'],
    'http_req_duration{name:POST /api/gifts/suggest}': ['p(95)<1000', 'p(99)<2500'],
    'http_req_duration{name:POST /api/register}': ['p(95)<1500'],
    'http_req_duration{name:POST /api/gifts/save}': ['p(95)<300'],
    'http_req_duration{name:GET /api/gifts/history}': ['p(95)<300'],
    'http_req_duration{name:GET /api/gifts/:id}': ['p(95)<300'],
    'http_req_duration{name:GET /api/user}': ['p(95)<300'],
  },
};

export function guest() {
  suggest(recipient(), guestHeaders());
}

export function journey() {
  if (register().status !== 201) return;
  sleep(1);
  const info = recipient();
  const ideas = suggest(info);
  if (ideas.status !== 200) return;
  sleep(2);
  const saved = save(info, ideas.json());
  if (saved.status !== 201) return;
  sleep(1);
  history();
  savedSet(saved.json('id'));
  currentUser();
  sleep(2);
}
