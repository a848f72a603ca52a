CREATE TABLE "country" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"default_language_id" integer NOT NULL,
	"shipping_days" integer NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"telephone_code" text NOT NULL,
	"working_hours_start" time NOT NULL,
	"working_hours_end" time NOT NULL,
	"frontend_domain_name" text NOT NULL,
	"wordpress_domain_name" text NOT NULL,
	"facebook_link" text NOT NULL,
	"instagram_link" text NOT NULL,
	"tiktok_link" text NOT NULL,
	"youtube_link" text NOT NULL,
	CONSTRAINT "country_short_name_unique" UNIQUE("short_name"),
	CONSTRAINT "country_shipping_days_check" CHECK ("country"."shipping_days" >= 0),
	CONSTRAINT "country_working_hours_check" CHECK ("country"."working_hours_start" < "country"."working_hours_end")
);
--> statement-breakpoint
CREATE TABLE "country_language" (
	"country_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "country_language_country_id_language_id_pk" PRIMARY KEY("country_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"key" text NOT NULL,
	"principal" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_headers" jsonb,
	"response_body" text,
	"completed_at" timestamp with time zone,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_principal_key_pk" PRIMARY KEY("principal","key")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	"wordpress_slug" text NOT NULL,
	"zendesk_link" text NOT NULL,
	CONSTRAINT "language_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
ALTER TABLE "country" ADD CONSTRAINT "country_default_language_id_language_id_fk" FOREIGN KEY ("default_language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_language" ADD CONSTRAINT "country_language_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_language" ADD CONSTRAINT "country_language_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_key_created_at_idx" ON "idempotency_key" USING btree ("created_at");