#!/bin/sh
# First start of compose.yaml's Postgres: the login role the shop serves requests as (no ownership;
# the shop grants it the data rights at every start).
set -e
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -c "CREATE ROLE shop_app LOGIN PASSWORD '$SHOP_APP_PASSWORD'"
