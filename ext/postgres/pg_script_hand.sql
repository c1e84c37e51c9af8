-- pg_script_hand.sql: the hand-written part of 1.2 that pg_script.sh puts
-- in robots--1.2.sql and robots--1.1--1.2.sql (not an install script).
-- access_log_entries gains the column host (vhost_combined's %v, or a
-- trailing quoted host): CREATE OR REPLACE cannot change RETURNS TABLE, so
-- the 1.1 functions are dropped and created again.
DROP FUNCTION access_log_entries(text, text);
DROP FUNCTION access_log_entries(bytea, text);
-- format: auto, common, combined, vhost_combined or nginx (NULL: auto); a
-- gzipped log needs bytea.
CREATE FUNCTION access_log_entries(log text, format text DEFAULT NULL)
  RETURNS TABLE(line bigint, client text, ident text, "user" text,
                "time" text, request text, method text, target text,
                protocol text, status int, bytes bigint, referer text,
                user_agent text, agent text, extra text, error text,
                raw text, host text)
  AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
CREATE FUNCTION access_log_entries(log bytea, format text DEFAULT NULL)
  RETURNS TABLE(line bigint, client text, ident text, "user" text,
                "time" text, request text, method text, target text,
                protocol text, status int, bytes bigint, referer text,
                user_agent text, agent text, extra text, error text,
                raw text, host text)
  AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
