import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { IgdCepatDialog } from './IgdCepatDialog.tsx';

/** 'Pendaftaran Cepat (Tn. X)' and its dialog, for the IGD queue pages. */
export function TombolIgdCepat() {
  const [buka, setBuka] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="error"
        startIcon={<PersonAddAlt1Icon />}
        onClick={() => setBuka(true)}
      >
        Pendaftaran Cepat (Tn. X)
      </Button>
      <IgdCepatDialog open={buka} onClose={() => setBuka(false)} />
    </>
  );
}
