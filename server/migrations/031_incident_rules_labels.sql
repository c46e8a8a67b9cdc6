-- Labels of incident rules are matched by containment like every other labels map; 030 had landed without it.
create index incident_rules_labels_idx on incident_rules using gin (labels);
