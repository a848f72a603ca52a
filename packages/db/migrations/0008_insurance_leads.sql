CREATE TABLE "insurance_handover_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer,
	"ok" boolean NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"response" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_lead" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"animal_id" integer,
	"pet_key" text NOT NULL,
	"offer" text NOT NULL,
	"cover" text NOT NULL,
	"deductible_cents" integer NOT NULL,
	"premium_cents" integer NOT NULL,
	"pet_name" text NOT NULL,
	"pet_type" text NOT NULL,
	"pet_date_of_birth" date NOT NULL,
	"pet_size" text,
	"chip_number" text NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions_text" text DEFAULT '' NOT NULL,
	"owner" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"insurer_reference" text,
	"handover_attempts" integer DEFAULT 0 NOT NULL,
	"next_handover_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handover_claimed_until" timestamp with time zone,
	"handover_failed_at" timestamp with time zone,
	"last_handover_error" text,
	CONSTRAINT "insurance_lead_offer_check" CHECK ("insurance_lead"."offer" in ('standard', 'corona_direct')),
	CONSTRAINT "insurance_lead_cover_check" CHECK ("insurance_lead"."cover" in ('accident', 'comfort', 'premium')),
	CONSTRAINT "insurance_lead_status_check" CHECK ("insurance_lead"."status" in ('new', 'sent', 'accepted', 'refused')),
	CONSTRAINT "insurance_lead_pet_type_check" CHECK ("insurance_lead"."pet_type" in ('dog', 'cat'))
);
--> statement-breakpoint
ALTER TABLE "insurance_handover_attempt" ADD CONSTRAINT "insurance_handover_attempt_lead_id_insurance_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."insurance_lead"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_lead" ADD CONSTRAINT "insurance_lead_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_lead" ADD CONSTRAINT "insurance_lead_animal_id_animal_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_handover_attempt_lead_id_idx" ON "insurance_handover_attempt" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_lead_open_idx" ON "insurance_lead" USING btree ("customer_id","pet_key","offer") WHERE "insurance_lead"."status" in ('new', 'sent');--> statement-breakpoint
CREATE INDEX "insurance_lead_customer_id_idx" ON "insurance_lead" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insurance_lead_animal_id_idx" ON "insurance_lead" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "insurance_lead_handover_idx" ON "insurance_lead" USING btree ("next_handover_at") WHERE "insurance_lead"."status" = 'new' and "insurance_lead"."handover_failed_at" is null;