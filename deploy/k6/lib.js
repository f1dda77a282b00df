/* global __ENV, __VU, __ITER */
// Shared by the k6 scripts: the gateway's address, request bodies the API accepts (spec §7, proto/src/gift.ts and
// proto/src/user.ts), and the calls of a visit.
import http from 'k6/http';
import { check } from 'k6';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');

// Guests get 30 suggestions an hour per client address (services/gifts credit.service.ts). A load test from one
// machine would hit that limit in seconds, so with GUEST_ADDRESSES=forwarded each guest request carries an
// X-Forwarded-For address of its own: the gateway must then run with TRUST_PROXY=true (compose:
// `TRUST_PROXY=true docker compose up`). Never set TRUST_PROXY=true on a gateway the public reaches directly.
export const FORWARDED = __ENV.GUEST_ADDRESSES === 'forwarded';

const json = { 'content-type': 'application/json' };

/** A request body for /api/gifts/check-clarification and /api/gifts/suggest; varied so caches do not flatter. */
export function recipient() {
  const interests = ['hiking, photography and good coffee', 'cooking, jazz and board games', 'yoga, gardening, reading', 'football, video games, science fiction', 'painting, travel, tea'];
  const personality = ['adventurous, creative', 'calm, thoughtful', 'funny, sociable', 'curious, practical'];
  const relationships = ['friend', 'partner', 'parent', 'colleague', 'child'];
  const occasions = ['birthday', 'anniversary', 'christmas', 'graduation', 'just-because'];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return {
    name: pick(['Maya', 'Sam', 'Noor', 'Luca', 'Ana']),
    relationship: pick(relationships),
    occasion: pick(occasions),
    age: 18 + Math.floor(Math.random() * 60),
    interests: pick(interests),
    personality: pick(personality),
    budget: pick([25, 50, 100, 250]),
  };
}

/** A client address from the documentation range 198.18.0.0/15 (benchmarking), different per VU and iteration. */
function forwardedFor() {
  const n = (__VU * 7919 + __ITER) % 131072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

export function guestHeaders() {
  return FORWARDED ? { ...json, 'x-forwarded-for': forwardedFor() } : json;
}

export function suggest(body, headers = json) {
  const response = http.post(`${BASE_URL}/api/gifts/suggest`, JSON.stringify(body), { headers, tags: { name: 'POST /api/gifts/suggest' } });
  check(response, {
    'suggest: 200': (r) => r.status === 200,
    'suggest: ideas': (r) => r.status === 200 && r.json('suggestions').length >= 1,
  });
  return response;
}

/** A new free account; the session cookie lands in this VU's cookie jar. */
export function register() {
  const username = `k6${__VU.toString(36)}x${__ITER.toString(36)}x${Date.now().toString(36)}`;
  const response = http.post(
    `${BASE_URL}/api/register`,
    JSON.stringify({ username, password: 'load-test-password', email: `${username}@example.com`, birthday: '1990-04-14' }),
    { headers: json, tags: { name: 'POST /api/register' } },
  );
  check(response, { 'register: 201': (r) => r.status === 201 });
  return response;
}

export function save(recipientInfo, suggestions) {
  const response = http.post(`${BASE_URL}/api/gifts/save`, JSON.stringify({ recipientInfo, suggestions }), {
    headers: json,
    tags: { name: 'POST /api/gifts/save' },
  });
  check(response, { 'save: 201': (r) => r.status === 201 });
  return response;
}

export function history() {
  const response = http.get(`${BASE_URL}/api/gifts/history`, { tags: { name: 'GET /api/gifts/history' } });
  check(response, { 'history: 200': (r) => r.status === 200 && Array.isArray(r.json()) });
  return response;
}

export function savedSet(id) {
  const response = http.get(`${BASE_URL}/api/gifts/${id}`, { tags: { name: 'GET /api/gifts/:id' } });
  check(response, { 'saved set: 200': (r) => r.status === 200 });
  return response;
}

export function currentUser() {
  const response = http.get(`${BASE_URL}/api/user`, { tags: { name: 'GET /api/user' } });
  check(response, { 'user: 200': (r) => r.status === 200 });
  return response;
}
