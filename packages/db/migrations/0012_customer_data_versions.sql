CREATE TABLE "customer_data_version" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A customer's data version (schema.ts, customerDataVersions) grows by one for every row of
-- theirs that a committed transaction inserted, changed or deleted. A customer that no longer
-- exists (an erasure in the same transaction) loses its version instead.
CREATE FUNCTION "bump_customer_data_version_of"("owner" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "owner" IS NULL THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM "customer" WHERE "customer"."id" = "owner") THEN
    INSERT INTO "customer_data_version" AS "current" ("customer_id", "version") VALUES ("owner", 1)
    ON CONFLICT ("customer_id") DO UPDATE SET "version" = "current"."version" + 1;
  ELSE
    DELETE FROM "customer_data_version" WHERE "customer_data_version"."customer_id" = "owner";
  END IF;
END
$$;
--> statement-breakpoint
-- For the rows that name their customer (delivery, payment, address).
CREATE FUNCTION "bump_customer_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "bump_customer_data_version_of"(OLD."customer_id");
    RETURN NULL;
  END IF;
  PERFORM "bump_customer_data_version_of"(NEW."customer_id");
  IF TG_OP = 'UPDATE' THEN
    IF OLD."customer_id" IS DISTINCT FROM NEW."customer_id" THEN PERFORM "bump_customer_data_version_of"(OLD."customer_id"); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- For the rows that name a delivery (delivery_item): its customer's. A delivery deleted in the
-- same transaction counts through its own row.
CREATE FUNCTION "bump_customer_data_version_by_delivery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "bump_customer_data_version_of"((SELECT "delivery"."customer_id" FROM "delivery" WHERE "delivery"."id" = OLD."delivery_id"));
    RETURN NULL;
  END IF;
  PERFORM "bump_customer_data_version_of"((SELECT "delivery"."customer_id" FROM "delivery" WHERE "delivery"."id" = NEW."delivery_id"));
  IF TG_OP = 'UPDATE' THEN
    IF OLD."delivery_id" IS DISTINCT FROM NEW."delivery_id" THEN
      PERFORM "bump_customer_data_version_of"((SELECT "delivery"."customer_id" FROM "delivery" WHERE "delivery"."id" = OLD."delivery_id"));
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- For the customer row itself (its default delivery address, its erasure).
CREATE FUNCTION "bump_customer_data_version_of_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_customer_data_version_of"(OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: the version row is locked only while its transaction ends, and every
-- change of the transaction is in by then.
CREATE CONSTRAINT TRIGGER "delivery_customer_data_version" AFTER INSERT OR UPDATE OR DELETE ON "delivery" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "delivery_item_customer_data_version" AFTER INSERT OR UPDATE OR DELETE ON "delivery_item" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_data_version_by_delivery"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_customer_data_version" AFTER INSERT OR UPDATE OR DELETE ON "payment" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "address_customer_data_version" AFTER INSERT OR UPDATE OR DELETE ON "address" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "customer_customer_data_version" AFTER UPDATE OF "default_delivery_address_id" OR DELETE ON "customer" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_data_version_of_customer"();
