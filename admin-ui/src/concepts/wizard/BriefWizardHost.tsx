// Mounted once in the layout: opens the brief drawer while the URL says ?brief=. A new brief that becomes a
// concept renames the parameter to its id, and the open wizard carries on rather than reopening.
import { useState } from 'react';
import { BriefDrawer } from './BriefDrawer';
import { useBriefParam, useSetBriefParam } from './openBrief';

interface Opened {
  /** What ?brief= said when the drawer opened. */
  param: string;
  /** The concept the open wizard created, which ?brief= then names. */
  created: string | null;
  key: number;
}

export const BriefWizardHost = () => {
  const param = useBriefParam();
  const setParam = useSetBriefParam();
  const [opened, setOpened] = useState<Opened | null>(null);
  // Derived from the URL while rendering (React's pattern for state that follows a prop).
  if (param === null && opened !== null) setOpened(null);
  if (param !== null && (opened === null || (param !== opened.param && param !== opened.created))) {
    setOpened({ param, created: null, key: (opened?.key ?? 0) + 1 });
  }
  if (param === null || opened === null) return null;
  return (
    <BriefDrawer
      key={opened.key}
      opened={opened.param}
      onCreated={(conceptId) => {
        setOpened({ ...opened, created: conceptId });
        setParam(conceptId);
      }}
      onClose={() => setParam(null)}
    />
  );
};
