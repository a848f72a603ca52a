CREATE TABLE "invoice_number_counter" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counter_prefix_year_pk" PRIMARY KEY("prefix","year"),
	CONSTRAINT "invoice_number_counter_last_check" CHECK ("invoice_number_counter"."last_number" > 0)
);
--> statement-breakpoint
CREATE INDEX "delivery_open_box_idx" ON "delivery" USING btree ("recurring_delivery_id") WHERE "delivery"."kind" = 'recurring' and "delivery"."status" in ('scheduled', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "feedback_answer_customer_id_idx" ON "feedback_answer" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mandate_customer_id_idx" ON "mandate" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_delivery_id_idx" ON "payment" USING btree ("delivery_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracking_event_customer_id_idx" ON "tracking_event" USING btree ("customer_id");
--> statement-breakpoint
-- The numbers given before the counter existed: each prefix and year continues after its highest.
INSERT INTO "invoice_number_counter" ("prefix", "year", "last_number")
SELECT "parts"[1], "parts"[2]::int, max("parts"[3]::int)
FROM (SELECT regexp_match("invoice_number", '^(.+)-([0-9]{4})-([0-9]+)$') AS "parts" FROM "delivery" WHERE "invoice_number" IS NOT NULL) AS "given"
WHERE "parts" IS NOT NULL
GROUP BY "parts"[1], "parts"[2]
HAVING max("parts"[3]::int) > 0;
