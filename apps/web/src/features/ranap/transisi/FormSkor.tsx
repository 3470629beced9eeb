import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DetailTransisi,
  hitungSkorPulih,
  ITEM_ALDRETE,
  ITEM_STEWARD,
  type ItemSkor,
  LABEL_SKALA_PULIH,
} from '@rawat/domain';
import { useState } from 'react';
import { useToast } from '../../../shell/toast.tsx';
import { useSkorTransisi } from './transisi.api.ts';

/**
 * The score form of the record's scale: each item 0–2, the total and whether it meets the
 * criterion shown as the nurse clicks; the server computes and keeps it with time and who.
 */
export function FormSkor({ t }: { t: DetailTransisi }) {
  const toast = useToast();
  const simpan = useSkorTransisi(t.uid);
  const item: readonly ItemSkor<string>[] = t.skala === 'ALDRETE' ? ITEM_ALDRETE : ITEM_STEWARD;
  const [nilai, setNilai] = useState<Record<string, number>>({});
  const lengkap = item.every((i) => nilai[i.kunci] !== undefined);
  const h = hitungSkorPulih(t.skala, nilai);
  const nama = LABEL_SKALA_PULIH[t.skala];

  const kirim = async () => {
    try {
      const body =
        t.skala === 'ALDRETE'
          ? {
              skala: 'ALDRETE' as const,
              rincian: nilai as Record<(typeof ITEM_ALDRETE)[number]['kunci'], 0 | 1 | 2>,
            }
          : {
              skala: 'STEWARD' as const,
              rincian: nilai as Record<(typeof ITEM_STEWARD)[number]['kunci'], 0 | 1 | 2>,
            };
      await simpan.mutateAsync(body);
      toast.success(`Skor ${nama.split(' ')[0]} ${h.total} tersimpan`);
      setNilai({});
    } catch (e) {
      toast.error(e);
    }
  };

  return (
    <Box>
      <Stack spacing={1.5}>
        {item.map((i) => (
          <FormControl key={i.kunci}>
            <FormLabel id={`skor-${i.kunci}`} sx={{ fontWeight: 600, fontSize: 14 }}>
              {i.label}
            </FormLabel>
            <RadioGroup
              aria-labelledby={`skor-${i.kunci}`}
              value={nilai[i.kunci] ?? ''}
              onChange={(e) => setNilai((v) => ({ ...v, [i.kunci]: Number(e.target.value) }))}
            >
              {i.pilihan.map((teks, poin) => (
                <FormControlLabel
                  key={teks}
                  value={poin}
                  control={<Radio size="small" sx={{ py: 0.25 }} />}
                  label={<Typography variant="body2">{`${poin} – ${teks}`}</Typography>}
                  disabled={!t.boleh.tulis}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Stack>
      <Alert
        severity={!lengkap ? 'info' : h.memenuhi ? 'success' : 'warning'}
        sx={{ mt: 2 }}
        data-testid="total-skor"
      >
        <b>
          Total {h.total}/{h.maksimal}
        </b>{' '}
        —{' '}
        {!lengkap
          ? `pilih nilai setiap butir (kriteria pindah ≥ ${h.minimal})`
          : h.memenuhi
            ? `memenuhi kriteria pindah (≥ ${h.minimal})`
            : `belum memenuhi kriteria pindah (≥ ${h.minimal})`}
      </Alert>
      {t.boleh.tulis ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
          <Button variant="contained" disabled={!lengkap || simpan.isPending} onClick={kirim}>
            Simpan Skor
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
