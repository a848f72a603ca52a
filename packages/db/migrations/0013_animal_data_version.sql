-- A customer's pets are part of what their kept answers are made of (GET /animal/, decision 0023).
CREATE CONSTRAINT TRIGGER "animal_customer_data_version" AFTER INSERT OR UPDATE OR DELETE ON "animal" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_data_version"();
