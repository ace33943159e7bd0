// The 'Import CSV' button of the segment imports: it opens the file picker and hands the chosen file on; disabled, its
// tooltip says why.
import { useRef } from 'react';
import { Button } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { WhyDisabled } from '../../common/WhyDisabled';

interface CsvFileButtonProps {
  /** Why no file can be chosen now; nothing when one can. */
  why: string | null | false;
  onFile: (file: File) => void;
  testId: string;
  label?: string;
}

export const CsvFileButton = ({ why, onFile, testId, label = 'Import CSV' }: CsvFileButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <WhyDisabled reason={why}>
        <Button variant="outlined" startIcon={<UploadFile />} disabled={!!why} onClick={() => input.current?.click()}>
          {label}
        </Button>
      </WhyDisabled>
      <input
        ref={input}
        hidden
        type="file"
        accept=".csv,text/csv"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
};
