import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BULAN, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';

const HARI_INI = toJakartaIsoDate(new Date());
const TAHUN_INI = Number(HARI_INI.slice(0, 4));
const BULAN_INI = Number(HARI_INI.slice(5, 7));

/** 'YYYY-MM' or 'YYYY' as the RL endpoints take it; the current month to start with. */
export function usePeriode() {
  const [jenis, setJenis] = useState<'BULAN' | 'TAHUN'>('BULAN');
  const [tahun, setTahun] = useState(TAHUN_INI);
  const [bulan, setBulan] = useState(BULAN_INI);
  const periode = jenis === 'TAHUN' ? String(tahun) : `${tahun}-${String(bulan).padStart(2, '0')}`;
  return { jenis, setJenis, tahun, setTahun, bulan, setBulan, periode };
}

/** Month or year, never one that has not begun. */
export function PilihPeriode({ p }: { p: ReturnType<typeof usePeriode> }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Periode"
        value={p.jenis}
        onChange={(e) => p.setJenis(e.target.value === 'TAHUN' ? 'TAHUN' : 'BULAN')}
        sx={{ width: 140 }}
      >
        <MenuItem value="BULAN">Bulanan</MenuItem>
        <MenuItem value="TAHUN">Tahunan</MenuItem>
      </TextField>
      {p.jenis === 'BULAN' ? (
        <TextField
          select
          size="small"
          label="Bulan"
          value={p.bulan}
          onChange={(e) => p.setBulan(Number(e.target.value))}
          sx={{ width: 160 }}
        >
          {BULAN.map((nama, i) => (
            <MenuItem key={nama} value={i + 1} disabled={p.tahun === TAHUN_INI && i + 1 > BULAN_INI}>
              {nama}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label="Tahun"
        value={p.tahun}
        onChange={(e) => {
          const t = Number(e.target.value);
          p.setTahun(t);
          if (t === TAHUN_INI && p.bulan > BULAN_INI) p.setBulan(BULAN_INI);
        }}
        sx={{ width: 110 }}
      >
        {Array.from({ length: 6 }, (_, i) => TAHUN_INI - i).map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
