-- projection: business-tree. A business node's subscribers (BusinessNodeSubscribersChanged, the list whole).
ALTER TABLE business_node ADD COLUMN subscriber_ids text[] NOT NULL DEFAULT '{}';
