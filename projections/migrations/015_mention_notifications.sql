-- projection: notifications. A mention (issue 17 §5) is about a comment, not an approval request, and a concept's
-- comment has no campaign: both columns may be null.
ALTER TABLE notification ALTER COLUMN campaign_id DROP NOT NULL, ALTER COLUMN request_id DROP NOT NULL;
