CREATE TABLE "consent_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"banner_version" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_record_source_check" CHECK ("consent_record"."source" in ('banner', 'settings', 'profile'))
);
--> statement-breakpoint
CREATE TABLE "tracking_forward_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer,
	"ok" boolean NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"response" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_event" ADD COLUMN "forward_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_event" ADD COLUMN "forward_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_event" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_event" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_event" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_record" ADD CONSTRAINT "consent_record_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_forward_attempt" ADD CONSTRAINT "tracking_forward_attempt_event_id_tracking_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tracking_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_record_customer_id_idx" ON "consent_record" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_forward_attempt_event_id_idx" ON "tracking_forward_attempt" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tracking_event_outbox_idx" ON "tracking_event" USING btree ("next_attempt_at") WHERE "tracking_event"."forward_status" = 'pending';--> statement-breakpoint
ALTER TABLE "tracking_event" ADD CONSTRAINT "tracking_event_forward_status_check" CHECK ("tracking_event"."forward_status" in ('pending', 'sent', 'failed', 'skipped'));