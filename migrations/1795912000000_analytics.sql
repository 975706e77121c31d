-- Up Migration
-- The shop's own analytics. A visitor is a hash of IP and user agent salted with a random salt of the
-- Melbourne day; salts older than yesterday are deleted, so a hash cannot be tied to an address
-- afterwards and nothing here holds an IP. Events are kept as sent (name, path, day, visitor); each
-- visitor's first visit of a day is kept once with its place and device, and counted into the daily
-- rollups the dashboard reads.
CREATE TABLE analytics_salts (
  day  date PRIMARY KEY,
  salt bytea NOT NULL
);

CREATE TABLE analytics_events (
  id       bigserial PRIMARY KEY,
  at       timestamptz NOT NULL,
  day      date NOT NULL,
  visitor  text NOT NULL,
  name     text NOT NULL,
  path     text NOT NULL DEFAULT ''
);
CREATE INDEX analytics_events_day_idx ON analytics_events (day, name);

CREATE TABLE analytics_visitors (
  day          date NOT NULL,
  visitor      text NOT NULL,
  country_code text NOT NULL DEFAULT '',
  region       text NOT NULL DEFAULT '',
  city         text NOT NULL DEFAULT '',
  device       text NOT NULL CHECK (device IN ('desktop', 'mobile', 'tablet')),
  PRIMARY KEY (day, visitor)
);

-- Visitors per Melbourne day and dimension: total (name ''), device, country (code), region and city
-- (each named with its country code, so places of the same name in two countries stay apart).
CREATE TABLE analytics_daily (
  day       date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('total', 'device', 'country', 'region', 'city')),
  country   text NOT NULL DEFAULT '',
  name      text NOT NULL DEFAULT '',
  visitors  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, dimension, country, name)
);
CREATE INDEX analytics_daily_dimension_idx ON analytics_daily (dimension, day) INCLUDE (country, name, visitors);

-- Down Migration
DROP TABLE IF EXISTS analytics_daily;
DROP TABLE IF EXISTS analytics_visitors;
DROP TABLE IF EXISTS analytics_events;
DROP TABLE IF EXISTS analytics_salts;
