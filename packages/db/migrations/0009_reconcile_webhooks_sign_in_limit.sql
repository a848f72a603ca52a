CREATE TABLE "auth_sign_in_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"webhook_url" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "reconcile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_webhook" ADD CONSTRAINT "sandbox_webhook_payment_id_sandbox_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sign_in_failure_window_idx" ON "auth_sign_in_failure" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_due_idx" ON "sandbox_webhook" USING btree ("next_attempt_at") WHERE "sandbox_webhook"."delivered_at" is null and "sandbox_webhook"."gave_up_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_webhook_payment_idx" ON "sandbox_webhook" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_unsettled_idx" ON "payment" USING btree ("created_at") WHERE "payment"."status" in ('open', 'pending', 'authorized');