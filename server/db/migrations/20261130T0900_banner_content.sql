-- Banners as content (docs/decisions/banners.md): operators upload their pictures, choose the
-- languages a banner shows in, and order, schedule and hide them from the back office.

-- The languages a banner shows in; NULL for every language.
ALTER TABLE banners ADD COLUMN languages TEXT[];
ALTER TABLE banners ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now();
CREATE INDEX banners_group_name ON banners (merchant_id, group_name);

-- Uploaded banner pictures, by the SHA-256 of their bytes: kept in the database, never on
-- disk under the web root, and served at /wps/banner-image/<sha256>.<ext> with the type the
-- bytes proved. The same picture uploaded twice is one row.
CREATE TABLE banner_images (
  sha256       TEXT PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  mime         TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  width        INT NOT NULL,
  height       INT NOT NULL,
  size         INT NOT NULL,
  bytes        BYTEA NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
