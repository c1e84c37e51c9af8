-- In robots_crawlers the longest matching pattern wins; of matching patterns
-- of one length, the one found first in the header.  The order of the rows
-- never matters.
create table robots_crawlers(pattern text, token text);
insert into robots_crawlers values ('Bot', 'AnyBot'), ('FancyBot', 'Fancy'), ('FancyBot-Image', 'FancyImage');
select 'longest_pattern_wins', robots_agent('Mozilla/5.0 (compatible; FancyBot/1.0)') = 'Fancy';
select 'longest_pattern_wins_again', robots_agent('FancyBot-Image/1.0') = 'FancyImage';
select 'short_pattern_when_alone', robots_agent('PlainBot/1.0') = 'AnyBot';
select 'longest_wins_wherever_it_is',
  robots_agent('Bot/1 then FancyBot-Image') = 'FancyImage';
-- Equal lengths: the leftmost match in the header.
delete from robots_crawlers;
insert into robots_crawlers values ('AlphaBot', 'Alpha'), ('BetaBot1', 'Beta');
select 'tie_goes_to_leftmost_match', robots_agent('BetaBot1 AlphaBot') = 'Beta';
select 'tie_goes_to_leftmost_match_reversed', robots_agent('AlphaBot BetaBot1') = 'Alpha';
-- The same answers whatever the order of the rows.
create table r2(pattern text, token text);
insert into r2 select pattern, token from robots_crawlers order by rowid desc;
delete from robots_crawlers;
insert into robots_crawlers select * from r2;
select 'row_order_does_not_matter',
  robots_agent('BetaBot1 AlphaBot') = 'Beta' and robots_agent('AlphaBot BetaBot1') = 'Alpha';
-- The same pattern twice with the same token is allowed (in any case).
insert into robots_crawlers values ('alphabot', 'Alpha');
select 'duplicate_pattern_same_token_allowed', robots_agent('ALPHABOT') = 'Alpha';
-- Any match in the table beats the built-in table, even a shorter one.
delete from robots_crawlers;
insert into robots_crawlers values ('Google', 'AnyGoogle');
select 'table_match_beats_longer_built_in_pattern', robots_agent('Googlebot-Image/1.0') = 'AnyGoogle';
-- A longer row with no token beats a shorter one with a token.
insert into robots_crawlers values ('Google Desktop', null);
select 'longest_null_token_wins',
  robots_agent('Mozilla/5.0 (compatible; Google Desktop/5.9.1005.12335; http://desktop.google.com/)') is null;
