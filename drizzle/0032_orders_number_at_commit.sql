-- Decision 0134: an order takes its gap-free number (decision 0069) when its transaction commits.
--
-- take_order_number(at): the next number of the year `at` falls in (Bratislava time): the year's counter row
-- incremented (created on the year's first order), never behind a number already in `orders` (GREATEST with the
-- year's largest 10-digit number, a range scan of the unique index), formatted as 2-digit year + 8 digits. The row
-- lock is held until the caller's transaction ends, so a rollback gives the number back. A sequence past 99 999 999
-- fails the counter's CHECK (the variable symbol's limit).
CREATE OR REPLACE FUNCTION take_order_number(p_at timestamptz) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  y integer := (extract(year FROM p_at AT TIME ZONE 'Europe/Bratislava'))::integer % 100;
  prefix text := lpad(y::text, 2, '0');
  taken integer;
BEGIN
  INSERT INTO order_number_counters AS c (series, year, last_value, updated_at)
  VALUES ('orders', y, 1 + coalesce((SELECT substring(max(o.number) FROM 3)::integer FROM orders o
                                     WHERE o.number >= prefix || '00000000' AND o.number <= prefix || '99999999'
                                       AND length(o.number) = 10), 0),
          now())
  ON CONFLICT (series, year) DO UPDATE SET last_value = GREATEST(c.last_value + 1, excluded.last_value), updated_at = now()
  RETURNING c.last_value INTO taken;
  RETURN prefix || lpad(taken::text, 8, '0');
END $$;
--> statement-breakpoint
-- An order inserted with the placeholder number 'pending:<id>' gets its number (and variable symbol) at its
-- transaction's commit: the counter row every placement queues on is then locked only from this trigger to the end of
-- the commit, never while the placing app server's event loop is busy elsewhere.
CREATE OR REPLACE FUNCTION orders_take_number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken text := take_order_number(NEW.created_at);
BEGIN
  UPDATE orders SET number = taken, variable_symbol = taken WHERE id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_number_at_commit AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.number LIKE 'pending:%')
  EXECUTE FUNCTION orders_take_number_at_commit();
