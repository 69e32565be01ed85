CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"report_url" text,
	CONSTRAINT "agencies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
-- The agency partners of server/catalogue/agencies.ts (a test keeps the two in step).
INSERT INTO "agencies" ("id", "slug", "name", "contact_name", "contact_email", "contact_phone") VALUES
	('65d5a58e-f1c7-4dfd-a1bd-ac6b710ded84', 'lone-star', 'Lone Star Workforce Partners', 'Rosa Delgado', 'reports@lonestar-workforce.example.com', '+12145550101'),
	('0b97aa7e-b6fa-433a-9dcd-59d930fd2455', 'pacific', 'Pacific Freight Staffing', 'Kevin Tran', 'reports@pacific-freight-staffing.example.com', '+19095550102'),
	('80bfa4b8-8211-4187-a6ff-450c538b9c1b', 'mountain-west', 'Mountain West Staffing Group', 'Dana Whitfield', 'reports@mountainwest-staffing.example.com', '+16025550103'),
	('3b369b35-6d6a-4cb6-ba37-5b0da5b3acd1', 'heartland', 'Heartland Industrial Staffing', 'Marcus Boyd', 'reports@heartland-industrial.example.com', '+13125550104'),
	('bc711db4-1783-4da8-a901-958cfd9c14fe', 'southeast', 'Southeast Logistics Talent', 'Tasha Monroe', 'reports@southeast-logistics-talent.example.com', '+14045550105'),
	('f1aef2bd-a0c8-40ea-aa07-c7f38caffcf4', 'keystone', 'Keystone Atlantic Staffing', 'Brian Kowalski', 'reports@keystone-atlantic.example.com', '+12155550106');
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
-- Jobs already in the catalogue go to the agency of their metro (the code in HL-<metro>-NNNN);
-- a job of any other origin to the first agency, so none is left without one.
UPDATE "jobs" SET "agency_id" = CASE
		WHEN split_part("external_ref", '-', 2) IN ('DFW', 'HOU', 'SAT', 'ELP', 'OKC') THEN '65d5a58e-f1c7-4dfd-a1bd-ac6b710ded84'::uuid
		WHEN split_part("external_ref", '-', 2) IN ('IEM', 'LAX', 'STK', 'SAC', 'SEA', 'PDX', 'BOI') THEN '0b97aa7e-b6fa-433a-9dcd-59d930fd2455'::uuid
		WHEN split_part("external_ref", '-', 2) IN ('PHX', 'RNO', 'LAS', 'SLC', 'DEN') THEN '80bfa4b8-8211-4187-a6ff-450c538b9c1b'::uuid
		WHEN split_part("external_ref", '-', 2) IN ('MEM', 'LOU', 'CMH', 'CVG', 'CLE', 'IND', 'CHI', 'DET', 'GRR', 'MKE', 'MSP', 'STL', 'MKC', 'OMA') THEN '3b369b35-6d6a-4cb6-ba37-5b0da5b3acd1'::uuid
		WHEN split_part("external_ref", '-', 2) IN ('ATL', 'SAV', 'CLT', 'RDU', 'GSP', 'NSH', 'CHA', 'BHM', 'JAX', 'ORL', 'TPA') THEN 'bc711db4-1783-4da8-a901-958cfd9c14fe'::uuid
		WHEN split_part("external_ref", '-', 2) IN ('LVH', 'HBG', 'PHL', 'PIT', 'EWR', 'BAL', 'RIC') THEN 'f1aef2bd-a0c8-40ea-aa07-c7f38caffcf4'::uuid
		ELSE '65d5a58e-f1c7-4dfd-a1bd-ac6b710ded84'::uuid
	END;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "agency_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;