CREATE TABLE "address" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"box" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_country_check" CHECK ("address"."country" in ('BE', 'NL', 'FR', 'DE'))
);
--> statement-breakpoint
CREATE TABLE "animal_diet" (
	"animal_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kcal_per_day" integer NOT NULL,
	"grams_per_day" integer NOT NULL,
	"explanation" jsonb NOT NULL,
	"inputs_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "animal" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"exact_birthdate" boolean DEFAULT true NOT NULL,
	"breed_1_id" integer,
	"breed_2_id" integer,
	"size" text,
	"sterilised" boolean DEFAULT false NOT NULL,
	"nurturing" boolean DEFAULT false NOT NULL,
	"indoor" boolean,
	"activity" text DEFAULT 'moderate' NOT NULL,
	"amount_wet_food" integer DEFAULT 0 NOT NULL,
	"portions_wet" integer DEFAULT 0 NOT NULL,
	"complaints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"condition" text DEFAULT 'ideal' NOT NULL,
	"percentage_fresh_food" integer DEFAULT 0 NOT NULL,
	"percentage_treats" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stop_kind" text,
	"stop_reason" text,
	"status_changed_at" timestamp with time zone,
	"selected_product_id" integer,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "animal_type_check" CHECK ("animal"."type" in ('dog', 'cat')),
	CONSTRAINT "animal_sex_check" CHECK ("animal"."sex" in ('male', 'female')),
	CONSTRAINT "animal_status_check" CHECK ("animal"."status" in ('active', 'stopped')),
	CONSTRAINT "animal_stop_kind_check" CHECK ("animal"."stop_kind" is null or "animal"."stop_kind" in ('paused', 'stopped')),
	CONSTRAINT "animal_weight_check" CHECK ("animal"."weight_grams" > 0),
	CONSTRAINT "animal_percentages_check" CHECK ("animal"."percentage_fresh_food" between 0 and 100 and "animal"."percentage_treats" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "billing_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breed" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"size" text,
	"adult_weight_min_kg" double precision NOT NULL,
	"adult_weight_max_kg" double precision NOT NULL,
	CONSTRAINT "breed_slug_unique" UNIQUE("slug"),
	CONSTRAINT "breed_type_check" CHECK ("breed"."type" in ('dog', 'cat')),
	CONSTRAINT "breed_size_check" CHECK ("breed"."size" is null or "breed"."size" in ('small', 'medium', 'large', 'giant')),
	CONSTRAINT "breed_weight_check" CHECK (0 < "breed"."adult_weight_min_kg" and "breed"."adult_weight_min_kg" <= "breed"."adult_weight_max_kg")
);
--> statement-breakpoint
CREATE TABLE "coupon_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"is_onboarding" boolean DEFAULT false NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_code_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_code_type_check" CHECK ("coupon_code"."type" in ('percentage', 'fixed_amount', 'free_product', 'testbag')),
	CONSTRAINT "coupon_code_upper_check" CHECK ("coupon_code"."code" = upper("coupon_code"."code")),
	CONSTRAINT "coupon_code_value_check" CHECK ("coupon_code"."value" >= 0 and ("coupon_code"."type" <> 'percentage' or "coupon_code"."value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemption" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_code_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"delivery_id" integer,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_referral_code" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_referral_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"recurring_delivery_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"delivery_date" date,
	"country" text NOT NULL,
	"testbag" boolean DEFAULT false NOT NULL,
	"address_id" integer,
	"delivery_address" jsonb,
	"coupon_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_excl_vat_cents" integer DEFAULT 0 NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"pricing" jsonb,
	"invoice_number" text,
	"paid_at" timestamp with time zone,
	"cut_off_at" timestamp with time zone,
	"skipped_from_date" date,
	"charge_attempts" integer DEFAULT 0 NOT NULL,
	"charge_failed_at" timestamp with time zone,
	"next_charge_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "delivery_kind_check" CHECK ("delivery"."kind" in ('first', 'recurring', 'shop')),
	CONSTRAINT "delivery_status_check" CHECK ("delivery"."status" in ('scheduled', 'draft', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'canceled', 'skipped')),
	CONSTRAINT "delivery_country_check" CHECK ("delivery"."country" in ('BE', 'NL', 'FR', 'DE'))
);
--> statement-breakpoint
CREATE TABLE "delivery_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"animal_id" integer,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"unit_grams" integer,
	"unit_price_excl_vat_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"total_incl_vat_cents" integer NOT NULL,
	CONSTRAINT "delivery_item_amount_check" CHECK ("delivery_item"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "mandate" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_mandate_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "mandate_status_check" CHECK ("mandate"."status" in ('valid', 'pending', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "payment_provider_customer" (
	"customer_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_customer_customer_id_provider_pk" PRIMARY KEY("customer_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"delivery_id" integer,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"sequence_type" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"amount_cents" integer NOT NULL,
	"checkout_url" text,
	"mandate_id" integer,
	"is_shop" boolean DEFAULT false NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_sequence_type_check" CHECK ("payment"."sequence_type" in ('oneoff', 'first', 'recurring')),
	CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"animal_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"kcal_per_kg" integer,
	"unit_weight_grams" integer,
	"price_excl_vat_cents" integer NOT NULL,
	"vat_category" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"suitability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_kind_check" CHECK ("product"."kind" in ('formula', 'extra')),
	CONSTRAINT "product_animal_type_check" CHECK ("product"."animal_type" in ('dog', 'cat', 'both')),
	CONSTRAINT "product_vat_category_check" CHECK ("product"."vat_category" in ('pet_food', 'standard')),
	CONSTRAINT "product_price_check" CHECK ("product"."price_excl_vat_cents" >= 0),
	CONSTRAINT "product_formula_kcal_check" CHECK ("product"."kind" <> 'formula' or "product"."kcal_per_kg" is not null)
);
--> statement-breakpoint
CREATE TABLE "questionnaire_draft" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"interval_weeks" integer DEFAULT 4 NOT NULL,
	"next_delivery_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_delivery_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "recurring_delivery_interval_check" CHECK ("recurring_delivery"."interval_weeks" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "recurring_delivery_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"recurring_delivery_id" integer NOT NULL,
	"animal_id" integer,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "recurring_delivery_item_amount_check" CHECK ("recurring_delivery_item"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_customer_id" text NOT NULL,
	"friend_email" text NOT NULL,
	"type" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_type_check" CHECK ("referral"."type" in ('thankyou_dog', 'thankyou_cat'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_customer" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_mandate" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_mandate_method_check" CHECK ("sandbox_mandate"."method" in ('directdebit', 'creditcard')),
	CONSTRAINT "sandbox_mandate_status_check" CHECK ("sandbox_mandate"."status" in ('valid', 'pending', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"sequence_type" text NOT NULL,
	"customer_id" text,
	"mandate_id" text,
	"status" text NOT NULL,
	"method" text,
	"redirect_url" text,
	"webhook_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checkout_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_amount_check" CHECK ("sandbox_payment"."amount_cents" > 0),
	CONSTRAINT "sandbox_payment_sequence_type_check" CHECK ("sandbox_payment"."sequence_type" in ('oneoff', 'first', 'recurring')),
	CONSTRAINT "sandbox_payment_status_check" CHECK ("sandbox_payment"."status" in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "tracking_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"customer_id" text,
	"subject_key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_answer" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "feedback_answer" ADD COLUMN "choice" text;--> statement-breakpoint
ALTER TABLE "feedback_answer" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "feedback_question" ADD COLUMN "kind" text DEFAULT 'rating' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_question" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_diet" ADD CONSTRAINT "animal_diet_animal_id_animal_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_diet" ADD CONSTRAINT "animal_diet_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal" ADD CONSTRAINT "animal_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal" ADD CONSTRAINT "animal_breed_1_id_breed_id_fk" FOREIGN KEY ("breed_1_id") REFERENCES "public"."breed"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal" ADD CONSTRAINT "animal_breed_2_id_breed_id_fk" FOREIGN KEY ("breed_2_id") REFERENCES "public"."breed"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal" ADD CONSTRAINT "animal_selected_product_id_product_id_fk" FOREIGN KEY ("selected_product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_event" ADD CONSTRAINT "billing_event_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_code_id_coupon_code_id_fk" FOREIGN KEY ("coupon_code_id") REFERENCES "public"."coupon_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_referral_code" ADD CONSTRAINT "customer_referral_code_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_recurring_delivery_id_recurring_delivery_id_fk" FOREIGN KEY ("recurring_delivery_id") REFERENCES "public"."recurring_delivery"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_item" ADD CONSTRAINT "delivery_item_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_item" ADD CONSTRAINT "delivery_item_animal_id_animal_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_item" ADD CONSTRAINT "delivery_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate" ADD CONSTRAINT "mandate_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_customer" ADD CONSTRAINT "payment_provider_customer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_mandate_id_mandate_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_draft" ADD CONSTRAINT "questionnaire_draft_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_delivery" ADD CONSTRAINT "recurring_delivery_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_delivery_item" ADD CONSTRAINT "recurring_delivery_item_recurring_delivery_id_recurring_delivery_id_fk" FOREIGN KEY ("recurring_delivery_id") REFERENCES "public"."recurring_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_delivery_item" ADD CONSTRAINT "recurring_delivery_item_animal_id_animal_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_delivery_item" ADD CONSTRAINT "recurring_delivery_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_customer_id_customer_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_mandate" ADD CONSTRAINT "sandbox_mandate_customer_id_sandbox_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_customer_id_sandbox_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_mandate_id_sandbox_mandate_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sandbox_mandate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_event" ADD CONSTRAINT "tracking_event_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_customer_id_idx" ON "address" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "animal_customer_id_idx" ON "animal" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_event_once_idx" ON "billing_event" USING btree ("delivery_id","kind");--> statement-breakpoint
CREATE INDEX "breed_type_idx" ON "breed" USING btree ("type");--> statement-breakpoint
CREATE INDEX "coupon_redemption_coupon_idx" ON "coupon_redemption" USING btree ("coupon_code_id","customer_id");--> statement-breakpoint
CREATE INDEX "delivery_customer_id_idx" ON "delivery" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_recurring_date_idx" ON "delivery" USING btree ("recurring_delivery_id","delivery_date") WHERE "delivery"."kind" = 'recurring';--> statement-breakpoint
CREATE INDEX "delivery_scheduled_cut_off_idx" ON "delivery" USING btree ("cut_off_at") WHERE "delivery"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "delivery_next_charge_idx" ON "delivery" USING btree ("next_charge_at") WHERE "delivery"."next_charge_at" is not null;--> statement-breakpoint
CREATE INDEX "delivery_item_delivery_idx" ON "delivery_item" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_provider_id_idx" ON "mandate" USING btree ("provider","provider_mandate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_one_default_idx" ON "mandate" USING btree ("customer_id") WHERE "mandate"."is_default" and "mandate"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_customer_provider_id_idx" ON "payment_provider_customer" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_id_idx" ON "payment" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_open_per_delivery_idx" ON "payment" USING btree ("delivery_id") WHERE "payment"."status" in ('open', 'pending');--> statement-breakpoint
CREATE INDEX "payment_customer_id_idx" ON "payment" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "recurring_delivery_item_delivery_idx" ON "recurring_delivery_item" USING btree ("recurring_delivery_id");--> statement-breakpoint
CREATE INDEX "referral_referrer_sent_idx" ON "referral" USING btree ("referrer_customer_id","sent_at");--> statement-breakpoint
CREATE INDEX "sandbox_mandate_customer_idx" ON "sandbox_mandate" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_event_once_idx" ON "tracking_event" USING btree ("channel","event","subject_key");--> statement-breakpoint
ALTER TABLE "feedback_answer" ADD CONSTRAINT "feedback_answer_rating_check" CHECK ("feedback_answer"."rating" is null or "feedback_answer"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "feedback_question" ADD CONSTRAINT "feedback_question_kind_check" CHECK ("feedback_question"."kind" in ('rating', 'choice', 'text'));