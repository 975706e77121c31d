import pg from 'pg';

/**
 * Fills a fresh database with `count` listed products (3 sizes, 2 shared image URLs each) and a few
 * published reviews, in a handful of set-based statements.
 */
export async function seedProducts(databaseUrl: string, count: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO categories (id, name) SELECT gen_random_uuid(), c FROM unnest(ARRAY['solid','overlay','christmas','crescentic','nailart','sale']) c`);
    await client.query(
      `INSERT INTO products (id, name, description, price_cents, category, stock_level, sold_count, created_at)
       SELECT gen_random_uuid(),
              (ARRAY['Ridge','Alpine','Coastal','Summit','Canopy','Gully'])[1 + g % 6] || ' ' || (ARRAY['Tee','Beanie','Cap','Crew','Hoodie'])[1 + g % 5] || ' ' || g,
              'Sustainable outdoor piece number ' || g || ', made from organic cotton and recycled fibres in Melbourne.',
              1500 + (g * 37) % 9000,
              (ARRAY['solid','overlay','christmas','crescentic','nailart','sale'])[1 + g % 6],
              60, (g * 7919) % 5000, now() - make_interval(mins => g)
       FROM generate_series(1, $1::int) g`,
      [count],
    );
    await client.query(
      `INSERT INTO product_variants (id, product_id, variant_name, stock_level, position)
       SELECT gen_random_uuid(), p.id, s.name, 20, s.pos FROM products p CROSS JOIN (VALUES ('S', 0), ('M', 1), ('L', 2)) s(name, pos)`,
    );
    await client.query(
      `INSERT INTO product_images (id, product_id, image_url, position)
       SELECT gen_random_uuid(), p.id, '/media/bench/piece-' || (abs(hashtext(p.id::text)) % 40) || '-' || i || '.webp', i FROM products p CROSS JOIN generate_series(0, 1) i`,
    );
    await client.query(
      `INSERT INTO reviews (id, product_id, first_name, last_name, email, review, rating, is_active)
       SELECT gen_random_uuid(), p.id, 'Ava', 'Nguyen', 'ava@example.com', 'Warm, soft and well made.', 3 + (r % 3), true
       FROM (SELECT id FROM products ORDER BY sold_count DESC LIMIT 500) p CROSS JOIN generate_series(1, 3) r`,
    );
    await client.query('COMMIT');
    // Adding the images rewrote each product's row (its listing flag); a live table's autovacuum clears those.
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query<{ id: string }>('SELECT id FROM products ORDER BY sold_count DESC LIMIT 1');
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
