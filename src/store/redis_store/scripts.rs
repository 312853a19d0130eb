//! The Lua scripts of the Redis store. Each touches the keys of one space
//! only (see [`super::layout`]), so a Redis Cluster can run it.

/// A Lua function `next_seq(key)`: the next history score of a space,
/// never below the server clock in microseconds, so archives of different
/// spaces (different cluster nodes) also sort newest first.
macro_rules! next_seq_lua {
    () => {
        r"
local function next_seq(key)
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
  local seq = redis.call('INCR', key)
  if seq < now then
    seq = now
    redis.call('SET', key, string.format('%d', now))
  end
  return seq
end
"
    };
}

/// Version check, record, log, outbox, timer and archive in one step, and
/// the channel's name published to the processes following commits.
/// Returns the new version followed by the ids of its outbox messages, or
/// -1 when the stored version is not `expected` (a commit repeated after a
/// lost reply returns its version alone).
pub(super) const COMMIT_LUA: &str = concat!(
    next_seq_lua!(),
    r"
-- KEYS: 1 record, 2 log, 3 timers, 4 outbox seq, 5 outbox queue, 6 outbox msgs,
--       7 history record, 8 history log, 9 history index, 10 history seq, 11 done token,
--       12 live games, then one games-of-user set per membership change
-- ARGV: 1 expected, 2 channel, 3 data, 4 due ('' clears), 5 archive id,
--       6 '1' to archive, 7 done ttl, 8 number of log entries,
--       9 membership changes ('+' join, '-' leave, one per extra key),
--       10 '1' when the game is in progress, 11 outbox id prefix,
--       12 ms the messages stay leased to the writer ('' or '0': none),
--       13 where commits are published ('': nowhere),
--       then the log entries, then the outbox messages
local done = redis.call('GET', KEYS[11])
if done then
  -- A write, so a WAIT after this repeat also covers the first send.
  redis.call('EXPIRE', KEYS[11], ARGV[7])
  return tonumber(done)
end
local current = redis.call('HGET', KEYS[1], 'v')
if current then
  current = tonumber(current)
  if not current then return redis.error_reply('CORRUPT record version is not a number') end
else
  current = 0
end
if current ~= tonumber(ARGV[1]) then return -1 end
local version = current + 1
local nlog = tonumber(ARGV[8])
for i = 14, 13 + nlog do redis.call('RPUSH', KEYS[2], ARGV[i]) end
for i = 13, #KEYS do
  if string.sub(ARGV[9], i - 12, i - 12) == '+' then
    redis.call('SADD', KEYS[i], ARGV[2])
  else
    redis.call('SREM', KEYS[i], ARGV[2])
  end
end
if ARGV[10] == '1' and ARGV[6] ~= '1' then
  redis.call('SADD', KEYS[12], ARGV[2])
else
  redis.call('SREM', KEYS[12], ARGV[2])
end
local out = {version}
if #ARGV > 13 + nlog then
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local free_at = now + (tonumber(ARGV[12]) or 0)
  for i = 14 + nlog, #ARGV do
    local id = ARGV[11] .. string.format('%016d', redis.call('INCR', KEYS[4]))
    redis.call('HSET', KEYS[6], id, ARGV[i])
    redis.call('ZADD', KEYS[5], free_at, id)
    out[#out + 1] = id
  end
end
if ARGV[6] == '1' then
  redis.call('DEL', KEYS[7], KEYS[8], KEYS[1])
  redis.call('HSET', KEYS[7], 'v', version, 'd', ARGV[3])
  if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[8]) end
  redis.call('ZADD', KEYS[9], next_seq(KEYS[10]), ARGV[5])
  redis.call('ZREM', KEYS[3], ARGV[2])
else
  redis.call('HSET', KEYS[1], 'v', version, 'd', ARGV[3])
  if ARGV[4] == '' then
    redis.call('ZREM', KEYS[3], ARGV[2])
  else
    redis.call('ZADD', KEYS[3], ARGV[4], ARGV[2])
  end
end
redis.call('SET', KEYS[11], version, 'EX', ARGV[7])
if ARGV[13] ~= '' then redis.call('PUBLISH', ARGV[13], ARGV[2]) end
return out
"
);

/// The next history score of a space (for imported archives).
pub(super) const NEXT_SEQ_LUA: &str = concat!(
    next_seq_lua!(),
    r"
-- KEYS: 1 history seq
return next_seq(KEYS[1])
"
);

/// Claims up to ARGV[1] messages whose lease ran out, leasing them for ARGV[2]
/// ms; returns id, message, id, message, ...
pub(super) const TAKE_LUA: &str = r"
-- KEYS: 1 outbox queue, 2 outbox msgs
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, ARGV[1])
local out = {}
for _, id in ipairs(ids) do
  local data = redis.call('HGET', KEYS[2], id)
  if data then
    redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), id)
    out[#out + 1] = id
    out[#out + 1] = data
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
return out
";

/// Moves a channel's record and log (of whatever type) aside.
/// Returns 0 when the channel holds nothing, else 1.
pub(super) const QUARANTINE_LUA: &str = r"
-- KEYS: 1 record, 2 log, 3 timers, 4 quarantined record, 5 quarantined log,
--       6 quarantine index, 7 quarantine channels, 8 live games, 9 timer failures
-- ARGV: 1 channel, 2 quarantine id
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HDEL', KEYS[9], ARGV[1])
redis.call('RENAME', KEYS[1], KEYS[4])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[5]) end
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('SREM', KEYS[8], ARGV[1])
local t = redis.call('TIME')
redis.call('ZADD', KEYS[6], tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000), ARGV[2])
redis.call('HSET', KEYS[7], ARGV[2], ARGV[1])
return 1
";

/// Leases up to ARGV[2] timers scored at most ARGV[1], oldest first, by
/// moving them to ARGV[3]; returns member, score, member, score, ...
pub(super) const LEASE_LUA: &str = r"
-- KEYS: 1 timers
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, ARGV[2])
for i = 1, #due, 2 do redis.call('ZADD', KEYS[1], ARGV[3], due[i]) end
return due
";

/// Sets a timer (ARGV[3]; '' removes it) and forgets its failures if the
/// record's version is still ARGV[1] ('0': no record). Returns 1 if done.
pub(super) const RESCHEDULE_LUA: &str = r"
-- KEYS: 1 record, 2 timers, 3 timer failures
-- ARGV: 1 version, 2 channel, 3 due
local v = redis.call('HGET', KEYS[1], 'v') or '0'
if v ~= ARGV[1] then return 0 end
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[2], ARGV[2])
else
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
end
redis.call('HDEL', KEYS[3], ARGV[2])
return 1
";

/// Counts one more failure of a timer that is still set and moves it to
/// now + min(first * 2^(failures - 1), longest). Returns the failures (0:
/// no such timer).
pub(super) const TIMER_FAILED_LUA: &str = r"
-- KEYS: 1 timers, 2 timer failures
-- ARGV: 1 channel, 2 now, 3 first delay, 4 longest delay
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
local n = redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
local delay = tonumber(ARGV[3]) * 2 ^ math.min(n - 1, 40)
if delay > tonumber(ARGV[4]) then delay = tonumber(ARGV[4]) end
redis.call('ZADD', KEYS[1], string.format('%d', tonumber(ARGV[2]) + delay), ARGV[1])
return n
";
