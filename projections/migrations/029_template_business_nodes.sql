-- projection: templates. The business nodes a template generation is available to (TemplateBusinessNodesChanged, the
-- list whole); NULL until set: the concept's nodes.
ALTER TABLE template_generation ADD COLUMN business_node_ids text[];
