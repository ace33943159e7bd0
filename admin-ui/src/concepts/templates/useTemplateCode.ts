// A version's index.html as stored (GET /assets/templates/{id}/code), for the code editor and the edit dialog.
// A version's code never changes (an edit is a new version): loaded once.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../../providers/dataProvider';

export function useTemplateCode(templateId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['template-code', templateId],
    queryFn: () => dataProvider.templateCode(templateId),
    staleTime: Infinity,
  });
}

/** The CSS an earlier edit kept in the version (<style id="editedCSS"> in its <head>), or ''. */
export function editedCssOf(code: string): string {
  return /<style\b[^>]*\bid=["']editedCSS["'][^>]*>([\s\S]*?)<\/style>/i.exec(code)?.[1] ?? '';
}
