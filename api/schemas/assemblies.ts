// What the assembly calls carry (spec 2 §7): the campaign as `?campaignId`, the datasource as a multipart file, the
// generation's campaign and the live datasource's assembly.
import { Type } from 'typebox';
import { Body, Id } from '../http/schemas';

export const AssemblyCampaignQuery = Body({ campaignId: Id });
export const GenerateVariationsBody = Body({ campaignId: Id });
export const LiveDatasourceBody = Body({ assemblyId: Id });

export const DatasourceFileBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description:
        "A CSV or XLSX datasource: one column per template field ('Headline', or 'Headline [group]' to pair it), " +
        'its elements down the column',
      'x-accept': '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  },
  { additionalProperties: false },
);
