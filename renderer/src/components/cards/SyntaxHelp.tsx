// The query syntax at a glance: every operator with an example, in the UI language.
import { useTranslation } from 'react-i18next';

/** Operator, example query; the description comes from cards.help.<key>. */
const ROWS: [key: string, syntax: string, example: string][] = [
  ['name', 'word  "phrase"', 'lightning "mind sculptor"'],
  ['exact', '!"name"', '!"Sol Ring"'],
  ['type', 't:', 't:creature t:goblin'],
  ['oracle', 'o:  (~ = own name)', 'o:"draw a card" o:~'],
  ['fullOracle', 'fo:', 'fo:discard'],
  ['color', 'c: c= c<= c>= c!=', 'c:wu c=esper c:m c:c'],
  ['identity', 'id: id<=', 'id<=azorius'],
  ['mana', 'm: mana:', 'm:2WW m:{G/U}'],
  ['manaValue', 'mv cmc = < > <= >= !=', 'mv<=3 cmc=2 mv:even'],
  ['stats', 'pow tou loy', 'pow>=4 tou<2 pow>tou loy=3'],
  ['keyword', 'keyword: kw:', 'kw:cycling kw:landcycling kw:swampcycling'],
  ['is', 'is: not:', 'is:permanent is:spell is:split is:mdfc is:vanilla is:playtest is:custom'],
  ['collection', 'in:collection', 'in:collection -in:collection'],
  ['set', 'set: s: e:', 's:m19'],
  ['rarity', 'r: r>= r<', 'r:mythic r>=rare'],
  ['lang', 'lang:', 'lang:de lang:any'],
  ['logic', '-  or  ( )', '-t:creature (t:elf or t:goblin)'],
  ['order', 'order: direction:', 'order:mv direction:desc'],
  ['unique', 'unique:prints', 'bolt unique:prints'],
];

export function SyntaxHelp({ onExample }: { onExample(example: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="syntax-help" role="dialog" aria-label={t('cards.help.title')} data-testid="syntax-help">
      <h2>{t('cards.help.title')}</h2>
      <table>
        {/* Fixed shares: long example queries wrap instead of squeezing the descriptions. */}
        <colgroup>
          <col className="syntax-col-operator" />
          <col className="syntax-col-description" />
          <col className="syntax-col-example" />
        </colgroup>
        <tbody>
          {ROWS.map(([key, syntax, example]) => (
            <tr key={key}>
              <th scope="row">
                <code>{syntax}</code>
              </th>
              <td>{t(`cards.help.${key}`)}</td>
              <td>
                <button type="button" className="link" onClick={() => onExample(example)}>
                  <code>{example}</code>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('cards.help.footer')}</p>
    </div>
  );
}
