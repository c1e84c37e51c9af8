#!/bin/sh
# The errors of robots_agent's table robots_crawlers, which a .sql test
# cannot show (an error ends the script): each limit past its bound, a
# pattern with two tokens, wrong types and columns, a view that calls
# robots_agent; and the schema uses that a function reading the database
# may not have (it is not deterministic).  Prints ok/FAIL lines.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}

# expect NAME SQL TEXT: running SQL must fail with an error holding TEXT.
expect() {
  out=$(printf '%s\n' "$2" | "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' 2>&1)
  rc=$?
  case "$out" in
    *"$3"*) if [ $rc -ne 0 ]; then echo "ok $1"; return; fi ;;
  esac
  echo "FAIL $1: exit $rc, output: $(printf '%s' "$out" | head -3)"
}

# works NAME SQL: running SQL must print 1 as its last line.
works() {
  out=$(printf '%s\n' "$2" | "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' 2>&1)
  if [ "$(printf '%s\n' "$out" | tail -1)" = "1" ]; then echo "ok $1"; else
    echo "FAIL $1: $(printf '%s' "$out" | head -3)"; fi
}

T="create table robots_crawlers(pattern, token);"
expect agent_crawlers_table_too_many_rows "$T
with recursive k(i) as (select 1 union all select i+1 from k where i<10001)
insert into robots_crawlers select 'p' || i, 't' from k;
select robots_agent('x');" \
  "robots_agent(): robots_crawlers has more than 10000 rows"
expect agent_crawlers_table_pattern_too_long "$T
insert into robots_crawlers values (printf('%.257c', 'p'), 't');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 1: pattern must be 1 to 256 bytes, not 257"
expect agent_crawlers_table_pattern_empty "$T
insert into robots_crawlers values ('a', 'A'), ('', 't');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 2: pattern must be 1 to 256 bytes, not 0"
expect agent_crawlers_table_token_too_long "$T
insert into robots_crawlers values ('p', printf('%.257c', 't'));
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 1: token must be NULL or 1 to 256 bytes, not 257"
expect agent_crawlers_table_token_empty "$T
insert into robots_crawlers values ('p', '');
select robots_agent('x');" \
  "token must be NULL or 1 to 256 bytes, not 0"
expect agent_crawlers_table_pattern_null "$T
insert into robots_crawlers values (null, 't');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 1: pattern must be TEXT or BLOB, and token TEXT, BLOB or NULL"
expect agent_crawlers_table_token_integer "$T
insert into robots_crawlers values ('p', 7);
select robots_agent('x');" \
  "row 1: pattern must be TEXT or BLOB, and token TEXT, BLOB or NULL"
expect agent_crawlers_table_pattern_two_tokens "$T
insert into robots_crawlers values ('AcmeBot', 'Acme'), ('x', 'X'), ('acmebot', 'Other');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 3 gives the pattern of an earlier row another token"
P="create table robots_crawlers(pattern, token, purpose);"
PURPOSES="search, ai-train, ai-input, ads, preview, feed, seo, monitoring, archive, user, other"
expect agent_crawlers_table_purpose_unknown "$P
insert into robots_crawlers values ('a', 'A', 'search'), ('b', 'B', 'ai_train');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 2: purpose must be NULL or one of $PURPOSES"
expect agent_crawlers_table_purpose_written_exactly "$P
insert into robots_crawlers values ('a', 'A', 'AI-Train');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 1: purpose must be NULL or one of $PURPOSES"
expect agent_crawlers_table_purpose_not_a_number "$P
insert into robots_crawlers values ('a', 'A', 1);
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 1: purpose must be NULL or one of $PURPOSES"
expect agent_crawlers_table_purpose_without_token "$P
insert into robots_crawlers values ('UptimeRobot', null, 'monitoring');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 1: a row without a token names no crawler and takes no purpose"
expect agent_crawlers_table_purpose_token_two_purposes "$P
insert into robots_crawlers values ('a', 'Acme', 'ai-train'), ('b', 'Other', 'search'),
  ('c', 'Acme', null), ('d', 'Acme', 'ai-input');
select robots_agent('x');" \
  "robots_agent(): robots_crawlers row 4 gives the token of an earlier row another purpose"
works agent_crawlers_table_purpose_token_case_distinct "$P
insert into robots_crawlers values ('a', 'Acme', 'ai-train'), ('b', 'ACME', 'search');
select robots_agent('xb') = 'ACME';"
expect agent_crawlers_table_missing_column \
  "create table robots_crawlers(pattern text, name text); select robots_agent('x');" \
  "robots_agent(): robots_crawlers: no such column: token"
expect agent_crawlers_table_view_calling_robots_agent \
  "create view robots_crawlers(pattern, token) as select 'a', robots_agent('b');
select robots_agent('x');" \
  "robots_crawlers may not call robots_agent"
expect agent_crawlers_table_broken_view \
  "create table t(a, b); create view robots_crawlers(pattern, token) as select a, b from t;
drop table t; select robots_agent('x');" \
  "robots_agent(): robots_crawlers: no such table: main.t"
# A NULL argument does not read the table (nothing to match).
works agent_crawlers_table_error_needs_a_header "$T
insert into robots_crawlers values ('', 't');
select robots_agent(null) is null;"

# Not deterministic: refused where SQLite needs a deterministic function;
# usable in queries, views and triggers (trusted_schema is on by default).
expect agent_not_deterministic_generated_column \
  "create table log(ua text, bot text generated always as (robots_agent(ua)));
insert into log(ua) values ('x');" \
  "non-deterministic"
expect agent_not_deterministic_index \
  "create table log(ua text); create index log_bot on log(robots_agent(ua));" \
  "non-deterministic"
works agent_in_view_and_trigger \
  "create table robots_crawlers(pattern, token); insert into robots_crawlers values ('Acme', 'Acme');
create table log(ua text); create table hits(bot text);
create view bots as select robots_agent(ua) bot from log;
create trigger log_hit after insert on log begin
  insert into hits values (robots_agent(new.ua)); end;
insert into log values ('AcmeFetch/1'), ('Mozilla/5.0 (compatible; Googlebot/2.1)');
select (select group_concat(bot) from bots) = 'Acme,Googlebot'
   and (select group_concat(bot) from hits) = 'Acme,Googlebot';"
expect agent_not_innocuous_with_untrusted_schema \
  "create table log(ua text); create view bots as select robots_agent(ua) bot from log;
pragma trusted_schema = off; select * from bots;" \
  "unsafe use of robots_agent()"

# Read once per statement: the shell's trace shows each statement run,
# robots_agent's own query included.  2,000 calls at two call sites in one
# statement read the table once; the next statement reads it again.
out=$(printf '%s\n' "create table robots_crawlers(pattern, token);
insert into robots_crawlers values ('Acme', 'A');
.trace stdout
with recursive k(i) as (select 1 union all select i+1 from k where i<1000)
  select count(robots_agent('Acme' || i)), count(robots_agent('Mozilla/5.0 (X11; x' || i || ')')) from k;
select robots_agent('Acme');" | "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' 2>&1)
n=$(printf '%s\n' "$out" | grep -c 'SELECT pattern, token FROM robots_crawlers')
if [ "$n" -eq 2 ] && printf '%s\n' "$out" | grep -qx '1000|0'; then
  echo "ok agent_crawlers_table_read_once_per_statement"
else
  echo "FAIL agent_crawlers_table_read_once_per_statement: $n reads: $(printf '%s' "$out" | head -5)"
fi
