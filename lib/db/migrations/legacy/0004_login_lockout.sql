-- Sign-in lockout (lib/auth/throttle.ts). login_throttle.failures now counts the
-- attempts reserved under a key before the API is asked (a success or an API
-- outage gives its reservation back), so guesses sent in parallel are counted
-- before any of them is answered. An account key whose count reaches the limit
-- is refused until locked_until; it unlocks by time only.
ALTER TABLE login_throttle ADD COLUMN IF NOT EXISTS locked_until timestamptz;
