// The brief as requests carry it (domain/concept/brief.ts), and the concept answer that holds it (its other fields
// and the routes' other answers: domain/concept/answers.ts). The brief's own rules are the domain's: a brief that
// breaks them is a 422 listing each failing step, so the schema holds only its shape.
import { Type, type TArray, type TObject, type TOptional, type TSchema } from 'typebox';
import { ASSET_CATEGORIES, type AssetCategory } from '../../domain/asset/rules';
import { BRIEF_ASSET_ORIGINS, BRIEF_STEPS, OBJECTIVES } from '../../domain/concept/brief';
import {
  BRIEF_PLATFORMS,
  PLATFORM_CHANNELS,
  type BriefPlatform,
  type PlatformChannel,
} from '../../domain/concept/format-catalogue';
import {
  CREATIVE_DIRECTION_MAX_LENGTH,
  CREATIVE_DIRECTION_TOO_LONG,
  CUSTOM_OBJECTIVE_MAX_LENGTH,
  DESCRIPTION_TOO_LONG,
} from '../../domain/concept/brief-rules';
import { CONCEPT_NAME_MAX_LENGTH, CONCEPT_NAME_TOO_LONG } from '../../domain/concept/details-rules';
import { FILE_NAME_MAX_LENGTH, KEY_MAX_LENGTH, URL_MAX_LENGTH } from '../../domain/shared/text-limits';
import { NAME_MAX_LENGTH } from '../../domain/shared/validation';
import { conceptAnswer } from '../../domain/concept/answers';
import { always, Body, Dictionary, Id, Literals, Nullable, Text, withRule } from '../http/schemas';

// Built from the domain's lists; the casts give them the types Object.fromEntries cannot.
type Slots<T extends TSchema> = {
  [P in BriefPlatform]: TOptional<TObject<{ [C in PlatformChannel<P>]: TOptional<T> }>>;
};

/** Something per platform and channel, for the catalogue's platforms and channels only. */
const PerChannel = <T extends TSchema>(value: T) =>
  Body(
    Object.fromEntries(
      BRIEF_PLATFORMS.map((platform) => [
        platform,
        Type.Optional(Body(Object.fromEntries(PLATFORM_CHANNELS[platform].map((c) => [c, Type.Optional(value)])))),
      ]),
    ) as unknown as Slots<T>,
  );

const BriefAsset = Body({
  assetId: Text({ minLength: 1, maxLength: KEY_MAX_LENGTH }),
  name: Text({ maxLength: FILE_NAME_MAX_LENGTH }),
  format: Text({ maxLength: KEY_MAX_LENGTH, description: "Lowercase extension; '' while unknown" }),
  link: Nullable(
    Text({ maxLength: URL_MAX_LENGTH, description: "The URL of an asset added through 'link to URL'; null for files" }),
  ),
  origin: Type.Optional(Literals(BRIEF_ASSET_ORIGINS)),
});
export const BriefAssets = Body(
  Object.fromEntries(ASSET_CATEGORIES.map((category) => [category, Type.Array(BriefAsset)])) as Record<
    AssetCategory,
    TArray<typeof BriefAsset>
  >,
);

export const Brief = Body({
  intro: Body({
    name: withRule(
      Text({ maxLength: NAME_MAX_LENGTH, description: `At most ${CONCEPT_NAME_MAX_LENGTH} characters once trimmed` }),
      always(CONCEPT_NAME_TOO_LONG),
    ),
    businessNodes: Type.Array(Id),
    languages: Type.Array(Text({ maxLength: KEY_MAX_LENGTH })),
  }),
  objectives: Body({
    elements: Type.Array(Literals(OBJECTIVES)),
    customText: withRule(
      Text({ maxLength: CUSTOM_OBJECTIVE_MAX_LENGTH, description: "The custom objective's description" }),
      always(DESCRIPTION_TOO_LONG),
    ),
  }),
  channels: PerChannel(Type.Boolean()),
  formats: PerChannel(Type.Array(Text({ maxLength: KEY_MAX_LENGTH }), { description: 'Format ids of the catalogue' })),
  meta: Body({
    currentStep: Literals(BRIEF_STEPS),
    formatValues: PerChannel(
      Dictionary(Type.Number(), {
        propertyNames: Text({ maxLength: KEY_MAX_LENGTH }),
        description: "The value chosen in a format's dropdown, by format id",
      }),
    ),
  }),
  assets: BriefAssets,
  otherBusiness: Body({
    text: withRule(
      Text({ maxLength: CREATIVE_DIRECTION_MAX_LENGTH, description: 'Creative Direction' }),
      always(CREATIVE_DIRECTION_TOO_LONG),
    ),
  }),
  signOff: Body({ areAgreementsAccepted: Type.Boolean() }),
});

/** One concept with its brief. */
export const Concept = conceptAnswer(Brief);
