/**
 * A cookie a script may read, set and cleared beside the (HttpOnly) session cookie: it holds no secret, only that
 * this browser was given a session, so the web app asks the server who is signed in only then and a guest's console
 * shows no 401 from /api/user.
 */
export const SIGNED_IN_COOKIE = 'presently_signed_in';
