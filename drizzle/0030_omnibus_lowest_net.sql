-- Decision 0130: the EU Omnibus lowest price of one price (a product's or one of its variants') in one call. The
-- caller decides from the prices in effect (the one pricing rule, in TypeScript) where the 30-day window ends:
-- `reference` when it is known (the sale's start, or now without a sale), or `run_net` — the sale price whose trailing
-- run of history records began the discount. The records are the variant's own when it has any, else the product's
-- (variant_id IS NULL). Answers the lowest net price (CZK haléře) of [reference − 720 hours, reference): the price
-- recorded last at or before the window's start and every price recorded inside it; NULL when the history knows
-- nothing of the window. Each branch is a plain statement on the (variant_id | product_id, recorded_at) indexes, its
-- plan kept per connection by plpgsql.
CREATE OR REPLACE FUNCTION omnibus_lowest_net(p_product integer, p_variant integer, p_reference timestamptz, p_run_net integer, p_at timestamptz)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  own boolean := p_variant IS NOT NULL AND EXISTS (SELECT 1 FROM price_history h WHERE h.variant_id = p_variant);
  reference timestamptz := p_reference;
  window_start timestamptz;
  lowest integer;
BEGIN
  IF reference IS NULL THEN
    -- the start of the trailing run of records at the sale price: the first record after the last different price
    IF own THEN
      SELECT min(h.recorded_at) INTO reference FROM price_history h
      WHERE h.variant_id = p_variant AND h.recorded_at <= p_at
        AND h.recorded_at > coalesce((SELECT max(x.recorded_at) FROM price_history x
                                      WHERE x.variant_id = p_variant AND x.recorded_at <= p_at AND x.price <> p_run_net),
                                     '-infinity'::timestamptz);
    ELSE
      SELECT min(h.recorded_at) INTO reference FROM price_history h
      WHERE h.product_id = p_product AND h.variant_id IS NULL AND h.recorded_at <= p_at
        AND h.recorded_at > coalesce((SELECT max(x.recorded_at) FROM price_history x
                                      WHERE x.product_id = p_product AND x.variant_id IS NULL AND x.recorded_at <= p_at
                                        AND x.price <> p_run_net),
                                     '-infinity'::timestamptz);
    END IF;
    reference := coalesce(reference, p_at);
  END IF;
  window_start := reference - interval '720 hours';
  IF own THEN
    SELECT min(price) INTO lowest FROM (
      (SELECT h.price FROM price_history h WHERE h.variant_id = p_variant AND h.recorded_at <= window_start
       ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1)
      UNION ALL
      SELECT h.price FROM price_history h WHERE h.variant_id = p_variant AND h.recorded_at > window_start AND h.recorded_at < reference
    ) prices;
  ELSE
    SELECT min(price) INTO lowest FROM (
      (SELECT h.price FROM price_history h
       WHERE h.product_id = p_product AND h.variant_id IS NULL AND h.recorded_at <= window_start
       ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1)
      UNION ALL
      SELECT h.price FROM price_history h
      WHERE h.product_id = p_product AND h.variant_id IS NULL AND h.recorded_at > window_start AND h.recorded_at < reference
    ) prices;
  END IF;
  RETURN lowest;
END
$$;
