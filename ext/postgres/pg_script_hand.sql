-- pg_script_hand.sql: the hand-written part of 1.2 that pg_script.sh puts
-- in robots--1.2.sql and robots--1.1--1.2.sql before the catalog's part
-- (not an install script): what CREATE OR REPLACE cannot do.
-- access_log_entries gains the column host (vhost_combined's %v, or a
-- trailing quoted host), and its optional format becomes an overload of
-- its own, as the catalog writes every optional argument: CREATE OR
-- REPLACE cannot change RETURNS TABLE, so the 1.1 functions are dropped
-- and the catalog's part creates them again.
DROP FUNCTION access_log_entries(text, text);
DROP FUNCTION access_log_entries(bytea, text);
