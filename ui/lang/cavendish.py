"""Hungarian, Polish and French for the sentences of T.I.M.E Stories Revolution:
Cavendish: its rules', its table module's and its view's (see :mod:`ui.lang`).

The terms follow each edition's vocabulary where it has one: Azrak stays Azrak;
the Vortex is Örvény / Wir / Vortex, the Time Captain Időkapitány / Kapitan
Czasu / Capitaine Temporel, a receptacle gazdatest / nosiciel / réceptacle.
The phrases that fill a refusal's ``{doing}`` are named as actions (nouns), so
one phrase reads right in every sentence that uses it and in the view."""

SENTENCES: dict[str, tuple[str, str, str]] = {
    # words and phrases that fill other sentences
    "Strength": ("Erő", "Siła", "Force"),
    "Confidence": ("Magabiztosság", "Pewność siebie", "Confiance"),
    "Dexterity": ("Ügyesség", "Zręczność", "Dextérité"),
    "STR": ("ERŐ", "SIŁ", "FOR"),
    "CON": ("MAG", "PEW", "CON"),
    "DEX": ("ÜGY", "ZRĘ", "DEX"),
    "value": ("érték", "wartość", "valeur"),
    "Time Captain": ("Időkapitány", "Kapitan Czasu", "Capitaine Temporel"),
    "Discovery": ("Felfedezés", "Odkrywanie", "Découverte"),
    "Between Locations": ("Helyszínek között", "Między lokacjami", "Entre les lieux"),
    "failed": ("sikertelen", "nieudana", "échouée"),
    "complete": ("teljesítve", "ukończona", "accomplie"),
    "explore": ("kutatás", "eksploracja", "exploration"),
    "test": ("próba", "test", "test"),
    "give items": ("tárgyak átadása", "przekazanie przedmiotów", "don d'objets"),
    "and choice": ("ÉS választás", "wybór I", "choix ET"),
    "failure (below)": ("kudarc (alatta)", "porażka (poniżej)", "échec (en dessous)"),
    "critical success (equal)": ("kritikus siker (egyenlő)", "krytyczny sukces (równo)",
                                 "réussite critique (égalité)"),
    "success (above)": ("siker (felette)", "sukces (powyżej)", "réussite (au-dessus)"),
    "Did you rescue Damien?": ("Megmentettétek Damient?", "Czy uratowaliście Damiena?", "Avez-vous sauvé Damien ?"),
    "Damien rescued?": ("Damien megmentve?", "Damien uratowany?", "Damien sauvé ?"),
    "Did you find the elixir of eternal life?": ("Megtaláltátok az örök élet elixírjét?",
                                                 "Czy znaleźliście eliksir wiecznego życia?",
                                                 "Avez-vous trouvé l'élixir de vie éternelle ?"),
    "Elixir of eternal life found?": ("Örök élet elixírje megvan?", "Eliksir życia znaleziony?",
                                      "Élixir de vie éternelle trouvé ?"),
    "Did you free Anigimas by giving him the emerald?": (
        "Kiszabadítottátok Anigimast a smaragddal?", "Czy uwolniliście Anigimasa, dając mu szmaragd?",
        "Avez-vous libéré Anigimas en lui donnant l'émeraude ?"),
    "Anigimas freed (emerald)?": ("Anigimas szabad (smaragd)?", "Anigimas wolny (szmaragd)?",
                                  "Anigimas libéré (émeraude) ?"),
    "Is Anton dead?": ("Meghalt Anton?", "Czy Anton nie żyje?", "Anton est-il mort ?"),
    "Anton dead?": ("Anton halott?", "Anton martwy?", "Anton mort ?"),
    "{n} players": ("{n} játékos", "graczy: {n}", "{n} joueurs"),
    "solo (two receptacles)": ("szóló (két gazdatest)", "solo (dwóch nosicieli)", "solo (deux réceptacles)"),
    "2-player free explore": ("2 fős ingyenes kutatás", "darmowa eksploracja (2 graczy)",
                              "exploration gratuite à 2 joueurs"),
    "3-player Time Captain free action": ("3 fős Időkapitányi ingyenes akció",
                                          "darmowa akcja Kapitana Czasu (3 graczy)",
                                          "action gratuite du Capitaine à 3 joueurs"),
    "free ({rule})": ("ingyen ({rule})", "za darmo ({rule})", "gratuit ({rule})"),
    "1 Azrak to the Vortex": ("1 Azrak az Örvénybe", "1 Azrak do Wiru", "1 Azrak au Vortex"),
    "at no cost ({left} left)": ("ingyen (még {left})", "za darmo (zostało {left})", "gratuite (reste {left})"),
    "1 Azrak to the Mission Return card (now {n})": (
        "1 Azrak a Visszatérés-kártyára (most {n})", "1 Azrak na kartę Powrotu z Misji (teraz {n})",
        "1 Azrak sur la carte Retour de Mission (désormais {n})"),
    "the last Azrak goes to the Mission Return card (now {n})": (
        "az utolsó Azrak a Visszatérés-kártyára kerül (most {n})",
        "ostatni Azrak trafia na kartę Powrotu z Misji (teraz {n})",
        "le dernier Azrak va sur la carte Retour de Mission (désormais {n})"),
    "{n} to {name}": ("{n} → {name}", "{name} +{n}", "{n} à {name}"),
    " against difficulty {difficulty}": (", nehézség: {difficulty}", " przy trudności {difficulty}",
                                         " contre une difficulté de {difficulty}"),
    ", initiation free,": (" (ingyenes indítás)", " (bez kosztu rozpoczęcia)", ", initiation gratuite,"),
    " to {name}": (" (neki: {name})", " (odbiorca: {name})", " à {name}"),
    "; a Standard Update is owed": ("; Alapfrissítés jár", "; należy się Standardowa aktualizacja",
                                    "; une Mise à jour standard est due"),
    "{change:+d} Azrak on the Mission Return card": ("{change:+d} Azrak a Visszatérés-kártyán",
                                                     "{change:+d} Azrak na karcie Powrotu z Misji",
                                                     "{change:+d} Azrak sur la carte Retour de Mission"),
    "{question} yes": ("{question}: igen", "{question}: tak", "{question} : oui"),
    "{question} no": ("{question}: nem", "{question}: nie", "{question} : non"),
    "Yes": ("Igen", "Tak", "Oui"),
    "No": ("Nem", "Nie", "Non"),
    # the steps a refusal names ("{doing} happens in the ... phase", "{why}: ... has only ...")
    "Choosing a location": ("Helyszínválasztás", "Wybór lokacji", "Le choix d'un lieu"),
    "Choose a location": ("Helyszínválasztás", "Wybór lokacji", "Choix d'un lieu"),
    "Location recon": ("Helyszín-felderítés", "Rekonesans lokacji", "Reconnaissance du lieu"),
    "Exploring": ("Kutatás", "Eksploracja", "L'exploration"),
    "Explore": ("Kutatás", "Eksploracja", "Exploration"),
    "Standing by": ("Készenlét", "Gotowość", "La mise en attente"),
    "A test": ("Próba", "Test", "Un test"),
    "Test": ("Próba", "Test", "Test"),
    "Boost": ("Erősítés", "Wzmocnienie", "Renfort"),
    "Support": ("Támogatás", "Wsparcie", "Soutien"),
    "Difficulty": ("Nehézség", "Trudność", "Difficulté"),
    "Destiny": ("Sors", "Los", "Destin"),
    "Giving items": ("Tárgyátadás", "Przekazanie przedmiotów", "Don d'objets"),
    "OR/AND cost": ("VAGY/ÉS költség", "Koszt LUB/I", "Coût OU/ET"),
    "Ejection": ("Kilökés", "Wyrzucenie", "L'éjection"),
    "Leaving a location": ("Helyszín elhagyása", "Opuszczenie lokacji", "Quitter un lieu"),
    "A Standard Update": ("Alapfrissítés", "Standardowa aktualizacja", "Une Mise à jour standard"),
    "Standard Update": ("Alapfrissítés", "Standardowa aktualizacja", "Mise à jour standard"),
    "Emergency Update": ("Vészfrissítés", "Awaryjna aktualizacja", "Mise à jour d'urgence"),
    "Changing the Time Captain": ("Időkapitány-váltás", "Zmiana Kapitana Czasu", "Le changement de Capitaine"),
    "Losing Azrak": ("Azrak-vesztés", "Utrata Azraku", "Perte d'Azrak"),
    # the actions a refusal says an agent cannot do now ("... cannot {doing}")
    "choose a location": ("helyszínválasztás", "wybór lokacji", "choix d'un lieu"),
    "take a recon card": ("felderítő kártya húzása", "wzięcie karty rekonesansu",
                          "prise d'une carte de reconnaissance"),
    "stand by": ("készenlét", "gotowość", "attente"),
    "support": ("támogatás", "wsparcie", "soutien"),
    "attempt a test": ("próbatétel", "test", "tentative de test"),
    "boost": ("erősítés", "wzmocnienie", "renfort"),
    "receive items": ("tárgyak fogadása", "przyjęcie przedmiotów", "réception d'objets"),
    "choose both options": ("mindkét lehetőség választása", "wybór obu opcji", "choix des deux options"),
    "be ejected again": ("újabb kilökés", "ponowne wyrzucenie", "nouvelle éjection"),
    "take Fear tokens": ("Félelem jelzők felvétele", "wzięcie żetonów Lęku", "prise de jetons Peur"),
    "change attributes": ("tulajdonságváltozás", "zmiana cech", "changement d'attributs"),
    "lose Azrak": ("Azrak-vesztés", "utrata Azraku", "perte d'Azrak"),
    "gain Azrak": ("Azrak-szerzés", "zdobycie Azraku", "gain d'Azrak"),
    # why a mission ends too early ("Premature mission end: {why}.")
    "{name} needs an update but the Vortex is empty": (
        "{name} frissítésre szorul, de az Örvény üres", "{name} potrzebuje aktualizacji, ale Wir jest pusty",
        "{name} a besoin d'une mise à jour mais le Vortex est vide"),
    "every agent lost control at location {location}": (
        "minden ügynök elvesztette az irányítást ({location} helyszín)",
        "wszyscy agenci stracili kontrolę w lokacji {location}",
        "tous les agents ont perdu le contrôle au lieu {location}"),
    "an update is needed but the Vortex is empty": (
        "frissítés kell, de az Örvény üres", "potrzebna aktualizacja, ale Wir jest pusty",
        "une mise à jour est nécessaire mais le Vortex est vide"),
    "{names} still has no Azrak after the update and the Vortex is empty": (
        "a frissítés után sincs Azrakja: {names}, és az Örvény üres",
        "po aktualizacji bez Azraku: {names}, a Wir jest pusty",
        "{names} n'a toujours aucun Azrak après la mise à jour et le Vortex est vide"),
    "the group chose to end the mission to start a new run": (
        "a csapat befejezi a küldetést, hogy újrakezdje", "drużyna kończy misję, by zacząć od nowa",
        "le groupe met fin à la mission pour la recommencer"),

    # setup
    "'setup' field 'receptacles' must list Anton, Amy, Jennifer and Doug once each.": (
        "'setup': a 'receptacles' mezőben Anton, Amy, Jennifer és Doug egyszer-egyszer szerepeljen.",
        "'setup': pole 'receptacles' musi wymienić Antona, Amy, Jennifer i Douga po jednym razie.",
        "'setup' : le champ 'receptacles' doit citer Anton, Amy, Jennifer et Doug une fois chacun."),
    "'setup' receptacles start with {total} Azrak in all, more than the {box} in the box.": (
        "'setup': a gazdatestek összesen {total} Azrakkal kezdenek, több mint a dobozban lévő {box}.",
        "'setup': nosiciele zaczynają łącznie z {total} Azrak, więcej niż {box} w pudełku.",
        "'setup' : les réceptacles commencent avec {total} Azrak en tout, plus que les {box} de la boîte."),
    "'setup' field 'played' names a receptacle twice.": (
        "'setup': a 'played' mező kétszer nevez meg egy gazdatestet.",
        "'setup': pole 'played' wymienia nosiciela dwa razy.",
        "'setup' : le champ 'played' cite deux fois un réceptacle."),
    "Solo: one player plays two receptacles, Anton and Amy.": (
        "Szóló: egy játékos két gazdatesttel játszik, Antonnal és Amyvel.",
        "Solo: jeden gracz prowadzi dwóch nosicieli, Antona i Amy.",
        "Solo : un joueur joue deux réceptacles, Anton et Amy."),
    "{players} players play {players} receptacles, not {seats}.": (
        "{players} játékos {players} gazdatesttel játszik, nem {seats}.",
        "Liczba graczy {players} wymaga {players} nosicieli, nie {seats}.",
        "{players} joueurs jouent {players} réceptacles, pas {seats}."),
    "Setup: Anton and Amy must be played with any number of players.": (
        "Előkészítés: Anton és Amy minden játékosszámnál játékban van.",
        "Przygotowanie: Anton i Amy grają przy każdej liczbie graczy.",
        "Mise en place : Anton et Amy sont joués quel que soit le nombre de joueurs."),
    "Setup: {who} as {played}; unplayed Azrak to the Vortex ({vortex}), {box} back to the box; "
    "Anton is Time Captain.": (
        "Előkészítés: {who}: {played}; a nem játszott Azrak az Örvénybe ({vortex}), {box} vissza a dobozba; "
        "Anton az Időkapitány.",
        "Przygotowanie: {who}, nosiciele: {played}; Azrak spoza gry do Wiru ({vortex}), {box} do pudełka; "
        "Anton jest Kapitanem Czasu.",
        "Mise en place : {who} avec {played} ; Azrak non joués au Vortex ({vortex}), {box} dans la boîte ; "
        "Anton est Capitaine Temporel."),

    # playing, the phases and the agents
    "The mission is over ({status}); start a new mission to play on.": (
        "A küldetés véget ért ({status}); a folytatáshoz kezdj új küldetést.",
        "Misja zakończona ({status}); aby grać dalej, zacznij nową misję.",
        "La mission est terminée ({status}) ; commencez-en une nouvelle pour continuer."),
    "Broken link: {name} must first choose an Emergency Update or to lose control.": (
        "Megszakadt kapcsolat: {name} előbb válasszon Vészfrissítést vagy az irányítás elvesztését.",
        "Zerwane połączenie: {name} musi najpierw wybrać Awaryjną aktualizację lub utratę kontroli.",
        "Lien rompu : {name} doit d'abord choisir une Mise à jour d'urgence ou la perte de contrôle."),
    "End of mission: answer the remaining questions (or undo).": (
        "Küldetés vége: válaszoljatok a hátralévő kérdésekre (vagy vonjátok vissza).",
        "Koniec misji: odpowiedzcie na pozostałe pytania (lub cofnijcie).",
        "Fin de mission : répondez aux questions restantes (ou annulez)."),
    "{name}'s test waits for its Destiny card first.": (
        "{name} próbája előbb a Sors kártyára vár.",
        "Test: {name} najpierw czeka na kartę Losu.",
        "{name} : le test attend d'abord sa carte Destin."),
    "{doing} happens in the {phase} phase, not the {current} phase.": (
        "{doing}: a(z) {phase} fázisban jöhet, nem a(z) {current} fázisban.",
        "{doing}: tylko w fazie „{phase}”, nie „{current}”.",
        "{doing} : en phase {phase}, pas en phase {current}."),
    "{name} is in a personal conflict and must resolve its test before they can {doing}.": (
        "{name} személyes konfliktusban van: előbb a próbáját kell megoldania, csak utána jöhet: {doing}.",
        "{name} jest w konflikcie osobistym: musi rozstrzygnąć test, zanim wykona akcję: {doing}.",
        "{name} est en conflit personnel : son test d'abord, avant toute action ({doing})."),
    "Group conflict: every agent tests until it is resolved, so {name} cannot {doing} now.": (
        "Csoportos konfliktus: a végéig mindenki próbázik, így {name} most nem végezhet ilyet: {doing}.",
        "Konflikt grupowy: do jego końca wszyscy testują, więc {name} nie wykona teraz akcji: {doing}.",
        "Conflit de groupe : tous testent jusqu'à sa fin ; pour {name}, action impossible ({doing})."),
    "{name} is not a played receptacle (played: {played}).": (
        "{name} nem játszott gazdatest (játékban: {played}).",
        "{name} nie jest nosicielem w grze (w grze: {played}).",
        "{name} n'est pas un réceptacle joué (joués : {played})."),
    "{name} is ejected from the location and cannot {doing}.": (
        "{name} ki van lökve a helyszínről, nem végezhet ilyet: {doing}.",
        "{name}: wyrzucenie z lokacji, akcja niemożliwa: {doing}.",
        "{name} : éjection du lieu, action impossible ({doing})."),
    "{why}: {name} has only {has} Azrak, {n} are needed.": (
        "{why}: {name} csak {has} Azrakkal bír, {n} kell.",
        "{why}: {name} ma tylko {has} Azrak, potrzeba {n}.",
        "{why} : {name} n'a que {has} Azrak, il en faut {n}."),
    "Broken link: {name} spent their last Azrak and must choose an Emergency Update or to lose control.": (
        "Megszakadt kapcsolat: {name} elköltötte utolsó Azrakját; Vészfrissítés vagy az irányítás elvesztése.",
        "Zerwane połączenie: {name} nie ma już Azraku i wybiera Awaryjną aktualizację lub utratę kontroli.",
        "Lien rompu : {name} a dépensé son dernier Azrak ; au choix : Mise à jour d'urgence ou perte de contrôle."),
    "{name} already used this round's free explore.": (
        "{name} már felhasználta e kör ingyenes kutatását.",
        "{name}: darmowa eksploracja w tej rundzie jest już wykorzystana.",
        "{name} a déjà utilisé l'exploration gratuite de la manche."),
    "With {n} player(s) there is no free {action}.": (
        "{n} játékossal nincs ingyenes akció: {action}.",
        "Przy {n} graczach nie ma darmowej akcji: {action}.",
        "À {n} joueur(s), pas d'action gratuite : {action}."),
    "With 3 players only the Time Captain ({captain}) has a free action.": (
        "3 játékosnál csak az Időkapitánynak ({captain}) van ingyenes akciója.",
        "Przy 3 graczach darmową akcję ma tylko Kapitan Czasu ({captain}).",
        "À 3 joueurs, seul le Capitaine Temporel ({captain}) a une action gratuite."),
    "The Time Captain already used this round's free action.": (
        "Az Időkapitány már felhasználta e kör ingyenes akcióját.",
        "Kapitan Czasu wykorzystał już darmową akcję w tej rundzie.",
        "Le Capitaine Temporel a déjà utilisé l'action gratuite de la manche."),

    # Time Captain phase
    "Choose a location: Time Captain {captain} places 1 Azrak on location {location} (now {n} there).": (
        "Helyszínválasztás: az Időkapitány ({captain}) 1 Azrakot tesz a(z) {location} helyszínre (ott most {n}).",
        "Wybór lokacji: Kapitan Czasu {captain} kładzie 1 Azrak na lokacji {location} (teraz {n}).",
        "Choix d'un lieu : le Capitaine {captain} pose 1 Azrak sur le lieu {location} (désormais {n})."),

    # Discovery phase
    "{name} already took their recon card; another card costs 1 Azrak (explore).": (
        "{name} már húzott felderítő kártyát; újabb kártya 1 Azrak (kutatás).",
        "{name} ma już kartę rekonesansu; kolejna karta kosztuje 1 Azrak (eksploracja).",
        "{name} a déjà pris sa carte de reconnaissance ; une autre coûte 1 Azrak (explorer)."),
    "Location recon: {name} takes a panorama card at no cost.": (
        "Helyszín-felderítés: {name} ingyen elvesz egy panorámakártyát.",
        "Rekonesans lokacji: {name} bierze za darmo kartę panoramy.",
        "Reconnaissance du lieu : {name} prend gratuitement une carte du panorama."),
    "{name} takes their recon card first (read), which is free.": (
        "{name} előbb felderítő kártyát húz (read), az ingyenes.",
        "{name} najpierw bierze kartę rekonesansu (read), która jest darmowa.",
        "{name} prend d'abord sa carte de reconnaissance (read), gratuite."),
    "Explore: {name} swaps panorama cards, {cost} ({pool}).": (
        "Kutatás: {name} panorámakártyát cserél, {cost} ({pool}).",
        "Eksploracja: {name} wymienia kartę panoramy, {cost} ({pool}).",
        "Exploration : {name} change de carte du panorama, {cost} ({pool})."),
    "Personal conflict: {name} must resolve the card's test before doing anything else.": (
        "Személyes konfliktus: {name} előbb oldja meg a kártya próbáját, csak utána tehet mást.",
        "Konflikt osobisty: {name} musi rozstrzygnąć test z karty, zanim zrobi cokolwiek innego.",
        "Conflit personnel : {name} doit résoudre le test de la carte avant toute autre chose."),
    "Group conflict: {name}'s card stops everyone; each agent attempts one test per turn until it is resolved.": (
        "Csoportos konfliktus ({name} kártyája): mindenki megáll; körönként mindenki egy próbát tesz a végéig.",
        "Konflikt grupowy z karty ({name}) zatrzymuje wszystkich; co turę każdy agent testuje raz, aż do końca.",
        "Conflit de groupe ({name}) : la carte arrête tout le monde ; chacun tente un test par tour jusqu'à la fin."),
    "Group conflict: none is under way.": (
        "Csoportos konfliktus: most nincs.", "Konflikt grupowy: żaden nie trwa.",
        "Conflit de groupe : aucun en cours."),
    "Group conflict resolved: the adversary is defeated and the adventure resumes.": (
        "Csoportos konfliktus vége: az ellenfél legyőzve, a kaland folytatódik.",
        "Konflikt grupowy rozstrzygnięty: przeciwnik pokonany, przygoda trwa dalej.",
        "Conflit de groupe résolu : l'adversaire est vaincu et l'aventure reprend."),
    "{name} is already in stand by (no panorama card in front of them).": (
        "{name} már készenlétben van (nincs előtte panorámakártya).",
        "{name} jest już w gotowości (nie ma przed sobą karty panoramy).",
        "{name} est déjà en attente (sans carte du panorama)."),
    "Stand by: {name} returns their card to the panorama and can support.": (
        "Készenlét: {name} visszateszi kártyáját a panorámába, és támogathat.",
        "Gotowość: {name} odkłada kartę do panoramy i może wspierać.",
        "Attente : {name} remet sa carte dans le panorama et peut soutenir."),
    "{name} cannot support their own test (boost it instead).": (
        "{name} nem támogathatja a saját próbáját (inkább erősítse).",
        "{name} nie może wspierać własnego testu (może go wzmocnić).",
        "{name} ne peut pas soutenir son propre test (renforcez-le plutôt)."),
    "Support: {name} has a panorama card in front of them; only agents in stand by support outside a group "
    "conflict.": (
        "Támogatás: {name} előtt panorámakártya van; csoportos konfliktuson kívül csak készenlétben lehet támogatni.",
        "Wsparcie: {name} ma przed sobą kartę panoramy; poza konfliktem grupowym wspierają tylko agenci w gotowości.",
        "Soutien : {name} a encore une carte du panorama ; hors conflit de groupe, seuls les agents en attente "
        "soutiennent."),
    "Support: with 2 players the supporter spends at most 3 Azrak.": (
        "Támogatás: 2 játékosnál a támogató legfeljebb 3 Azrakot költ.",
        "Wsparcie: przy 2 graczach wspierający wydaje najwyżej 3 Azrak.",
        "Soutien : à 2 joueurs, le soutien coûte au plus 3 Azrak."),
    "Support: with 3 players one supporter may spend up to 2 Azrak, the others at most 1.": (
        "Támogatás: 3 játékosnál egy támogató legfeljebb 2, a többi legfeljebb 1 Azrakot költhet.",
        "Wsparcie: przy 3 graczach jeden wspierający może wydać do 2 Azrak, pozostali najwyżej 1.",
        "Soutien : à 3 joueurs, un agent peut dépenser jusqu'à 2 Azrak, les autres au plus 1."),
    "Support: each agent in stand by spends at most 1 Azrak.": (
        "Támogatás: minden készenlétben lévő ügynök legfeljebb 1 Azrakot költ.",
        "Wsparcie: każdy agent w gotowości wydaje najwyżej 1 Azrak.",
        "Soutien : chaque agent en attente dépense au plus 1 Azrak."),
    "'test' needs the tested 'attribute' or its 'value'.": (
        "'test': meg kell adni a próbált 'attribute' mezőt vagy a 'value' értéket.",
        "'test' wymaga testowanej cechy 'attribute' lub jej 'value'.",
        "'test' demande l''attribute' testé ou sa 'value'."),
    "'test' with a 'destiny' needs its 'difficulty' too.": (
        "'test': 'destiny' mellé a 'difficulty' is kell.",
        "'test' z 'destiny' wymaga także 'difficulty'.",
        "'test' avec 'destiny' demande aussi sa 'difficulty'."),
    "Group conflict: none is under way (a card read with conflict 'group' starts one).": (
        "Csoportos konfliktus: most nincs (egy 'group' konfliktusú kártya indít egyet).",
        "Konflikt grupowy: żaden nie trwa (rozpoczyna go karta z konfliktem 'group').",
        "Conflit de groupe : aucun en cours (une carte lue avec le conflit 'group' en lance un)."),
    "Group conflict: {name} already tested this turn; the others test first.": (
        "Csoportos konfliktus: {name} ebben a körben már próbázott; előbb a többiek jönnek.",
        "Konflikt grupowy: {name} ma już test w tej turze; najpierw pozostali.",
        "Conflit de groupe : {name} a déjà testé ce tour ; les autres d'abord."),
    "Destiny: all {n} cards are in the discard; reshuffle them into a pile first.": (
        "Sors: mind a(z) {n} kártya a dobott lapok között; előbb keverjétek vissza őket.",
        "Los: wszystkie karty ({n}) są odrzucone; najpierw je przetasujcie.",
        "Destin : les {n} cartes sont défaussées ; remélangez-les d'abord en une pioche."),
    "Test: {name} has {has} Azrak, {cost} needed to initiate and boost.": (
        "Próba: {name} {has} Azrakkal bír, az indítás és erősítés {cost} Azrak.",
        "Test: {name} ma {has} Azrak, na rozpoczęcie i wzmocnienie trzeba {cost}.",
        "Test : {name} a {has} Azrak, il en faut {cost} pour lancer et renforcer."),
    "Test: {name} spends {cost} Azrak{initiation} to use {what} {value}, boost +{boost}{against}.": (
        "Próba: {name} {cost} Azrakot költ{initiation}: {what} {value}, erősítés +{boost}{against}.",
        "Test: {name} wydaje {cost} Azrak{initiation} na {what} {value}, wzmocnienie +{boost}{against}.",
        "Test : {name} dépense {cost} Azrak{initiation} pour {what} {value}, renfort +{boost}{against}."),
    "{doing}: there is no test waiting for its Destiny card.": (
        "{doing}: nincs Sors kártyára váró próba.",
        "{doing}: żaden test nie czeka na kartę Losu.",
        "{doing} : aucun test n'attend sa carte Destin."),
    "Boost: {name} spends {n} more Azrak, +{n} (total {total}).": (
        "Erősítés: {name} még {n} Azrakot költ, +{n} (összesen {total}).",
        "Wzmocnienie: {name} wydaje jeszcze {n} Azrak, +{n} (razem {total}).",
        "Renfort : {name} dépense {n} Azrak de plus, +{n} (total {total})."),
    "Support: {name} spends {n} Azrak for +{n} to {tester}'s test (total {total}).": (
        "Támogatás: {name} {n} Azrakot költ, +{n} a próbára ({tester}, összesen {total}).",
        "Wsparcie: {name} wydaje {n} Azrak, +{n} do testu ({tester}, razem {total}).",
        "Soutien : {name} dépense {n} Azrak, +{n} pour le test ({tester}, total {total})."),
    "Test: the difficulty of {tester}'s test is {value}.": (
        "Próba ({tester}): a nehézség {value}.",
        "Test ({tester}): trudność wynosi {value}.",
        "Test ({tester}) : la difficulté est {value}."),
    "Group conflict: every agent has tested, the turn ends and a new one begins unless the adversary is "
    "defeated.": (
        "Csoportos konfliktus: mindenki próbázott, a kör véget ér, és új kezdődik, hacsak nem győztétek le az "
        "ellenfelet.",
        "Konflikt grupowy: wszyscy testowali, tura się kończy i zaczyna nowa, chyba że przeciwnik jest pokonany.",
        "Conflit de groupe : tous ont testé, le tour s'achève et un autre commence, sauf si l'adversaire est vaincu."),
    "Destiny: the difficulty of {tester}'s test is not set yet.": (
        "Sors: a próba ({tester}) nehézsége még nincs megadva.",
        "Los: trudność testu ({tester}) nie jest jeszcze ustalona.",
        "Destin : la difficulté du test ({tester}) n'est pas encore fixée."),
    "Test resolution: {tester} reaches {value} +{boost} boost +{support} support {destiny:+d} Destiny = {final} "
    "against {difficulty}, a {result}.": (
        "Próba eredménye: {tester}: {value} +{boost} erősítés +{support} támogatás {destiny:+d} Sors = {final}, "
        "nehézség {difficulty}: {result}.",
        "Wynik testu: {tester}: {value} +{boost} wzmocn. +{support} wsparcia {destiny:+d} Los = {final} "
        "przy trudności {difficulty}: {result}.",
        "Résolution : {tester} atteint {value} +{boost} renfort +{support} soutien {destiny:+d} Destin = {final} "
        "contre {difficulty}, {result}."),
    "Table: {name}'s receptacle card was scanned; the buttons now act for {name}.": (
        "Asztal: beolvasva {name} gazdatest-kártyája; a gombok most neki szólnak ({name}).",
        "Stół: zeskanowano kartę nosiciela ({name}); przyciski działają teraz dla: {name}.",
        "Table : carte réceptacle scannée ({name}) ; les boutons agissent pour {name}."),
    "Giving items: {name} must be in stand by (no panorama card) to give items.": (
        "Tárgyátadás: {name} csak készenlétben (panorámakártya nélkül) adhat át tárgyat.",
        "Przekazanie przedmiotów: {name} musi być w gotowości (bez karty panoramy).",
        "Don d'objets : {name} doit être en attente (sans carte du panorama) pour donner des objets."),
    "{name} cannot give items to themselves.": (
        "{name} nem adhat tárgyat saját magának.", "{name} nie może dać przedmiotów sobie.",
        "{name} ne peut pas se donner d'objets."),
    "Swapping items: {name} in stand by gives items{target}, {cost}.": (
        "Tárgycsere: {name} készenlétben tárgyakat ad át{target}, {cost}.",
        "Wymiana przedmiotów: {name} w gotowości przekazuje przedmioty{target}, {cost}.",
        "Échange d'objets : {name}, en attente, donne des objets{target}, {cost}."),
    "OR/AND cost: {name} takes both options for {cost} and removes the card.": (
        "VAGY/ÉS költség: {name} mindkét lehetőséget választja, {cost}, és elveszi a kártyát.",
        "Koszt LUB/I: {name} bierze obie opcje za {cost} i usuwa kartę.",
        "Coût OU/ET : {name} prend les deux options pour {cost} et retire la carte."),
    "Ejection: a card ejects {name}, who returns in the Between Locations phase.": (
        "Kilökés: egy kártya kilöki ({name}); a Helyszínek között fázisban tér vissza.",
        "Wyrzucenie ({name}) przez kartę; powrót w fazie Między lokacjami.",
        "Éjection : une carte éjecte {name}, qui revient en phase Entre les lieux."),
    "Leaving: the group conflict must be resolved first.": (
        "Távozás: előbb a csoportos konfliktust kell megoldani.",
        "Wyjście: najpierw trzeba rozstrzygnąć konflikt grupowy.",
        "Départ : le conflit de groupe doit d'abord être résolu."),
    "Leaving: every agent must be in stand by first ({names} still has a panorama card).": (
        "Távozás: előbb mindenki legyen készenlétben ({names} előtt még panorámakártya van).",
        "Wyjście: najpierw wszyscy muszą być w gotowości ({names} ma jeszcze kartę panoramy).",
        "Départ : tous doivent d'abord être en attente ({names} a encore une carte du panorama)."),
    "Leaving: every agent must be in stand by first ({names} still have panorama cards).": (
        "Távozás: előbb mindenki legyen készenlétben (még panorámakártya van előttük: {names}).",
        "Wyjście: najpierw wszyscy muszą być w gotowości ({names} mają jeszcze karty panoramy).",
        "Départ : tous doivent d'abord être en attente ({names} ont encore des cartes du panorama)."),
    "Between Locations phase: the group leaves location {location}.": (
        "Helyszínek között fázis: a csapat elhagyja a(z) {location} helyszínt.",
        "Faza Między lokacjami: drużyna opuszcza lokację {location}.",
        "Phase Entre les lieux : le groupe quitte le lieu {location}."),
    "Ejected agents return between locations: {names}{owed}.": (
        "A kilökött ügynökök visszatérnek a helyszínek között: {names}{owed}.",
        "Wyrzuceni agenci wracają między lokacjami: {names}{owed}.",
        "Les agents éjectés reviennent entre les lieux : {names}{owed}."),

    # Between Locations phase
    "Premature mission end: {why}.": (
        "Idő előtti küldetésvég: {why}.", "Przedwczesny koniec misji: {why}.", "Fin de mission prématurée : {why}."),
    "{kind}: no update at no cost is left for this mission.": (
        "{kind}: ebben a küldetésben nincs több ingyenes frissítés.",
        "{kind}: w tej misji nie zostało już darmowych aktualizacji.",
        "{kind} : plus aucune mise à jour gratuite pour cette mission."),
    "Standard Update: the group already updated in this Between Locations phase.": (
        "Alapfrissítés: a csapat ebben a Helyszínek között fázisban már frissített.",
        "Standardowa aktualizacja: drużyna już ją wykonała w tej fazie Między lokacjami.",
        "Mise à jour standard : le groupe l'a déjà faite dans cette phase Entre les lieux."),
    "Standard Update: the Vortex is empty, there is nothing to share.": (
        "Alapfrissítés: az Örvény üres, nincs mit szétosztani.",
        "Standardowa aktualizacja: Wir jest pusty, nie ma czego rozdzielić.",
        "Mise à jour standard : le Vortex est vide, rien à partager."),
    "Standard Update: {how}, then the Vortex is shared out, {given}, {left} left in the Vortex.": (
        "Alapfrissítés: {how}, majd az Örvény szétosztása: {given}; az Örvényben marad {left}.",
        "Standardowa aktualizacja: {how}, potem podział Wiru: {given}; w Wirze zostaje {left}.",
        "Mise à jour standard : {how}, puis partage du Vortex : {given} ; {left} reste(nt) au Vortex."),
    "Standard Update: {name} is not a played receptacle.": (
        "Alapfrissítés: {name} nem játszott gazdatest.",
        "Standardowa aktualizacja: {name} nie jest nosicielem w grze.",
        "Mise à jour standard : {name} n'est pas un réceptacle joué."),
    "Standard Update: {name} would have {n} Azrak, above the starting level {start}.": (
        "Alapfrissítés: {name} {n} Azrakot kapna, a kezdő szint ({start}) fölé.",
        "Standardowa aktualizacja: {name}: {n} Azrak to ponad poziom startowy {start}.",
        "Mise à jour standard : {name} aurait {n} Azrak, au-dessus du niveau de départ {start}."),
    "Standard Update: the shares add up to {given} Azrak but the Vortex holds {vortex}.": (
        "Alapfrissítés: a részek összesen {given} Azrakot tesznek ki, de az Örvényben {vortex} van.",
        "Standardowa aktualizacja: udziały dają razem {given} Azrak, a Wir ma {vortex}.",
        "Mise à jour standard : les parts font {given} Azrak mais le Vortex en contient {vortex}."),
    "Standard Update: {name} has no Azrak and must get at least 1 from the Vortex.": (
        "Alapfrissítés: {name} Azrak nélkül van, legalább 1-et kapnia kell az Örvényből.",
        "Standardowa aktualizacja: {name} nie ma Azraku i musi dostać co najmniej 1 z Wiru.",
        "Mise à jour standard : {name} n'a aucun Azrak et doit en recevoir au moins 1 du Vortex."),
    "Standard Update: all {fit} Azrak that fit must be shared out, not {given}; only what no pool can take stays "
    "in the Vortex.": (
        "Alapfrissítés: mind a(z) {fit} elférő Azrakot szét kell osztani, nem {given}; csak a maradék marad "
        "az Örvényben.",
        "Standardowa aktualizacja: trzeba rozdzielić wszystkie {fit} pasujące Azrak, nie {given}; w Wirze zostaje "
        "tylko nadmiar.",
        "Mise à jour standard : les {fit} Azrak qui tiennent doivent tous être partagés, pas {given} ; seul le "
        "surplus reste au Vortex."),
    "Ejected agents lost control: the group must perform a Standard Update before the captaincy passes.": (
        "A kilökött ügynökök elvesztették az irányítást: kapitányváltás előtt Alapfrissítés kell.",
        "Wyrzuceni agenci stracili kontrolę: przed zmianą kapitana potrzebna Standardowa aktualizacja.",
        "Des agents éjectés ont perdu le contrôle : Mise à jour standard avant de changer de Capitaine."),
    "Change of Time Captain: the deck passes left to {captain}; round {round} begins.": (
        "Időkapitány-váltás: a pakli balra megy, új kapitány: {captain}; kezdődik a(z) {round}. kör.",
        "Zmiana Kapitana Czasu: talia idzie w lewo, kapitan: {captain}; zaczyna się runda {round}.",
        "Changement de Capitaine : le paquet passe à gauche à {captain} ; la manche {round} commence."),

    # card effects
    "Fear: {name}'s {excess} excess Fear token(s) need a location, and none has been chosen yet.": (
        "Félelem: {name} {excess} fölös Félelem jelzőjének helyszín kell, de még nincs választott helyszín.",
        "Lęk: nadmiarowe żetony Lęku ({name}: {excess}) wymagają lokacji, a żadnej nie wybrano.",
        "Peur ({name}) : les {excess} jeton(s) Peur en trop vont sur un lieu, et aucun n'est encore choisi."),
    "Fear: {name} keeps {fear} (Confidence {confidence}) and {excess} go to location {location}.": (
        "Félelem: {name} megtart {fear} jelzőt (Magabiztosság {confidence}), {excess} a(z) {location} helyszínre "
        "kerül.",
        "Lęk: {name} zatrzymuje {fear} (Pewność siebie {confidence}), {excess} trafia na lokację {location}.",
        "Peur : {name} garde {fear} (Confiance {confidence}) et {excess} vont sur le lieu {location}."),
    "Fear: {name} takes {n} Fear token(s).": (
        "Félelem: {name} {n} Félelem jelzőt kap.", "Lęk: {name} bierze {n} żeton(y) Lęku.",
        "Peur : {name} prend {n} jeton(s) Peur."),
    "Attributes: {name}'s {attribute} goes from {before} to {value}.": (
        "Tulajdonságok: {name}: {attribute} {before} → {value}.",
        "Cechy: {name}: {attribute} zmienia się z {before} na {value}.",
        "Attributs : {name} : {attribute} passe de {before} à {value}."),
    "Losing Azrak: {name} loses {n} to the Vortex ({left}/{start}).": (
        "Azrak-vesztés: {name} {n} Azrakot veszít az Örvénybe ({left}/{start}).",
        "Utrata Azraku: {name} traci {n} do Wiru ({left}/{start}).",
        "Perte d'Azrak : {name} en perd {n} au Vortex ({left}/{start})."),
    "Gaining Azrak: {name} takes {n} of {wanted} from the Vortex, never above the starting level ({pool}).": (
        "Azrak-szerzés: {name} {n}/{wanted} Azrakot vesz el az Örvényből, a kezdő szint fölé soha ({pool}).",
        "Zdobycie Azraku: {name} bierze {n} z {wanted} z Wiru, nigdy ponad poziom startowy ({pool}).",
        "Gain d'Azrak : {name} prend {n} sur {wanted} au Vortex, jamais au-delà du niveau de départ ({pool})."),
    "Destiny: the {n} discarded cards are shuffled back into the pile.": (
        "Sors: a(z) {n} eldobott kártya visszakeverve a pakliba.",
        "Los: odrzucone karty ({n}) wracają przetasowane do stosu.",
        "Destin : les {n} cartes défaussées sont remélangées dans la pioche."),

    # broken link
    "Broken link: no agent's link is broken now.": (
        "Megszakadt kapcsolat: most egy ügynöké sem szakadt meg.",
        "Zerwane połączenie: żadne połączenie nie jest teraz zerwane.",
        "Lien rompu : aucun lien n'est rompu pour l'instant."),
    "Broken link: {first} chooses first, not {name}.": (
        "Megszakadt kapcsolat: előbb {first} választ, nem {name}.",
        "Zerwane połączenie: najpierw wybiera {first}, nie {name}.",
        "Lien rompu : {first} choisit d'abord, pas {name}."),
    "Emergency Update: {how} and {name} refills {n} from the Vortex ({pool}).": (
        "Vészfrissítés: {how}; {name} {n} Azrakot tölt vissza az Örvényből ({pool}).",
        "Awaryjna aktualizacja: {how}, a {name} uzupełnia {n} z Wiru ({pool}).",
        "Mise à jour d'urgence : {how} et {name} récupère {n} du Vortex ({pool})."),
    "Lose receptacle control: {name} is back at once between locations and a Standard Update is owed.": (
        "Az irányítás elvesztése: {name} a helyszínek között azonnal visszatér, és Alapfrissítés jár.",
        "Utrata kontroli nad nosicielem: {name} od razu wraca między lokacjami; należy się Standardowa aktualizacja.",
        "Perte de contrôle : {name} revient aussitôt entre les lieux et une Mise à jour standard est due."),
    "Lose receptacle control: {name}'s last Azrak stays in the Vortex and they are ejected until the Between "
    "Locations phase.": (
        "Az irányítás elvesztése: {name} utolsó Azrakja az Örvényben marad, és a Helyszínek között fázisig "
        "ki van lökve.",
        "Utrata kontroli nad nosicielem: ostatni Azrak ({name}) zostaje w Wirze, a agent jest wyrzucony do fazy "
        "Między lokacjami.",
        "Perte de contrôle ({name}) : le dernier Azrak reste au Vortex ; éjection jusqu'à la phase Entre "
        "les lieux."),

    # end of mission
    "Final score: {before} Azrak on the Mission Return card adjusted by the four questions ({answers}) gives "
    "{score}.": (
        "Végeredmény: a Visszatérés-kártya {before} Azrakja a négy kérdés után ({answers}): {score}.",
        "Wynik końcowy: {before} Azrak na karcie Powrotu z Misji po czterech pytaniach ({answers}) daje {score}.",
        "Score final : {before} Azrak sur la carte Retour de Mission, ajustés par les quatre questions ({answers}), "
        "donnent {score}."),
    "End of mission: the group answers the four questions before the epilogue.": (
        "Küldetés vége: a csapat az epilógus előtt megválaszolja a négy kérdést.",
        "Koniec misji: drużyna odpowiada na cztery pytania przed epilogiem.",
        "Fin de mission : le groupe répond aux quatre questions avant l'épilogue."),
    "End of mission: the questions come once a card says to read the epilogue (the 'epilogue' action).": (
        "Küldetés vége: a kérdések akkor jönnek, ha egy kártya az epilógushoz küld ('epilogue' akció).",
        "Koniec misji: pytania padają, gdy karta każe czytać epilog (akcja 'epilogue').",
        "Fin de mission : les questions viennent quand une carte fait lire l'épilogue (action 'epilogue')."),
    "End of mission: '{question}' is already answered.": (
        "Küldetés vége: a(z) „{question}” kérdésre már válaszoltatok.",
        "Koniec misji: na „{question}” już odpowiedziano.",
        "Fin de mission : « {question} » a déjà une réponse."),
    "End of mission: {question} {answer}, {effect}.": (
        "Küldetés vége: {question} {answer}, {effect}.",
        "Koniec misji: {question} {answer}, {effect}.",
        "Fin de mission : {question} {answer}, {effect}."),

    # the table: notices
    "talisman": ("talizmán", "talizman", "talisman"),
    "item": ("tárgy", "przedmiot", "objet"),
    ", {name}'s": (" (tulajdonos: {name})", " ({name})", " ({name})"),
    "{card}: a {kind} card{owner}; its effect is played from the card itself.": (
        "{card}: {kind} kártya{owner}; a hatását a kártya szerint játsszátok.",
        "{card}: karta typu {kind}{owner}; jej efekt rozgrywa się według samej karty.",
        "{card} : une carte {kind}{owner} ; son effet se joue depuis la carte elle-même."),
    "The group is at location {location}: everyone stands by and leaves first, then the Time Captain chooses "
    "{letter}.": (
        "A csapat a(z) {location} helyszínen van: előbb mindenki készenlétbe áll és távozik, aztán az Időkapitány "
        "választhatja: {letter}.",
        "Drużyna jest w lokacji {location}: najpierw wszyscy przechodzą w gotowość i wychodzą, potem Kapitan "
        "wybiera {letter}.",
        "Le groupe est au lieu {location} : tous se mettent en attente et partent, puis le Capitaine choisit "
        "{letter}."),
    "{card} was scanned, but no test is waiting for a Destiny card.": (
        "{card} beolvasva, de egy próba sem vár Sors kártyára.",
        "Zeskanowano {card}, ale żaden test nie czeka na kartę Losu.",
        "{card} scannée, mais aucun test n'attend de carte Destin."),
    "{name} is not played in this mission.": (
        "{name} nincs játékban ebben a küldetésben.", "{name} nie gra w tej misji.",
        "{name} ne fait pas partie de cette mission."),
    "A number sets a waiting test's difficulty: start the test first.": (
        "Egy szám a váró próba nehézsége: előbb indítsd el a próbát.",
        "Liczba ustala trudność czekającego testu: najpierw rozpocznij test.",
        "Un nombre fixe la difficulté du test en attente : lancez d'abord le test."),
    "The difficulty is one number; the camera read {shown}. Type it instead.": (
        "A nehézség egyetlen szám; a kamera ezt olvasta: {shown}. Inkább írd be.",
        "Trudność to jedna liczba; kamera odczytała {shown}. Wpisz ją.",
        "La difficulté est un seul nombre ; la caméra a lu {shown}. Saisissez-la plutôt."),
    # the table: buttons
    "Emergency": ("Vészfrissítés", "Awaryjna", "Urgence"),
    "Free emergency": ("Ingyenes vész", "Awaryjna gratis", "Urgence gratuite"),
    "Lose control": ("Irányításvesztés", "Utrata kontroli", "Perte de contrôle"),
    "Boost +1": ("Erősítés +1", "Wzmocnij +1", "Renfort +1"),
    "{name} +1": ("{name} +1", "{name} +1", "{name} +1"),
    "Standard update": ("Alapfrissítés", "Standardowa akt.", "MàJ standard"),
    "Free update": ("Ingyenes frissítés", "Darmowa akt.", "MàJ gratuite"),
    "Next captain": ("Új kapitány", "Następny kapitan", "Capitaine suivant"),
    "{name}: take card": ("{name}: húz", "{name}: dobierz", "{name} : piocher"),
    "{name}: free explore": ("{name}: ingy. kutat", "{name}: eksp. gratis", "{name} : explo gratuite"),
    "{name}: explore": ("{name}: kutat", "{name}: eksplor.", "{name} : explorer"),
    "Conflict won": ("Konfliktus vége", "Konflikt wygrany", "Conflit gagné"),
    "{name}: stand by": ("{name}: készen", "{name}: gotów", "{name} : attente"),
    "Leave location": ("Távozás", "Opuść lokację", "Quitter le lieu"),
    "{name}: give items": ("{name}: átad", "{name}: przekaż", "{name} : donner"),
    "Reshuffle Destiny": ("Sors újrakeverése", "Przetasuj Los", "Mélanger Destin"),
    "Test {attribute} {value:d}": ("Próba {attribute} {value:d}", "Test {attribute} {value:d}",
                                   "Test {attribute} {value:d}"),

    # the view
    "Vortex": ("Örvény", "Wir", "Vortex"),
    "Final score": ("Végeredmény", "Wynik końcowy", "Score final"),
    "Mission Return": ("Visszatérés", "Powrót z Misji", "Retour de Mission"),
    "House Plan": ("Alaprajz", "Plan domu", "Plan de la maison"),
    "Time Captain phase": ("Időkapitány fázis", "Faza Kapitana Czasu", "Phase du Capitaine"),
    "Round {round}: MISSION FAILED": ("{round}. kör: KÜLDETÉS SIKERTELEN", "Runda {round}: MISJA NIEUDANA",
                                      "Manche {round} : MISSION ÉCHOUÉE"),
    "Mission complete after {rounds} rounds": ("Küldetés teljesítve {rounds} kör alatt",
                                               "Misja ukończona, rundy: {rounds}",
                                               "Mission accomplie en {rounds} manches"),
    "Round {round} - {phase} at {location}": ("{round}. kör - {phase}, helyszín: {location}",
                                              "Runda {round} - {phase}, lokacja {location}",
                                              "Manche {round} - {phase} au lieu {location}"),
    "Round {round} - {phase}": ("{round}. kör - {phase}", "Runda {round} - {phase}", "Manche {round} - {phase}"),
    "{name} (Captain)": ("{name} (Kapitány)", "{name} (Kapitan)", "{name} (Capitaine)"),
    "LINK BROKEN": ("MEGSZAKADT", "ZERWANE", "LIEN ROMPU"),
    "EJECTED": ("KILÖKVE", "WYRZUC.", "HORS JEU"),
    "reading": ("olvas", "czyta", "lit"),
    "conflict": ("konfliktus", "konflikt", "conflit"),
    "Fear {n}": ("Fél. {n}", "Lęk {n}", "Peur {n}"),
    "LINK BROKEN: {name} has no Azrak left.": ("MEGSZAKADT: {name} Azrak nélkül.",
                                              "ZERWANE: {name} nie ma już Azraku.",
                                              "LIEN ROMPU : {name} n'a plus d'Azrak."),
    "Emergency Update or Lose control?": ("Vészfrissítés vagy irányításvesztés?",
                                          "Awaryjna czy utrata kontroli?",
                                          "Urgence ou perte de contrôle ?"),
    "? (type it)": ("? (írd be)", "? (wpisz)", "? (saisir)"),
    "{name}: {what} {value}, boost +{boost}, support +{support}": (
        "{name}: {what} {value}, erős. +{boost}, tám. +{support}",
        "{name}: {what} {value}, wzm. +{boost}, wsp. +{support}",
        "{name} : {what} {value}, renfort +{boost}, sout. +{support}"),
    "= {total} + Destiny, difficulty {against}": ("= {total} + Sors, nehézség {against}",
                                                  "= {total} + Los, trudność {against}",
                                                  "= {total} + Destin, difficulté {against}"),
    "Question {n}/{count}: {question}": ("{n}/{count}: {question}", "Pyt. {n}/{count}: {question}",
                                         "Q. {n}/{count} : {question}"),
    "Yes: {change:+d} on Mission Return. No: none.": ("Igen: {change:+d} a Visszatérésen. Nem: semmi.",
                                                      "Tak: {change:+d} na Powrocie z Misji. Nie: nic.",
                                                      "Oui : {change:+d} au Retour de Mission. Non : rien."),
    "GROUP CONFLICT: everyone tests once a turn.": ("CSOPORTOS KONFLIKTUS: körönként mindenki egy próba.",
                                                    "KONFLIKT GRUPOWY: każdy testuje raz na turę.",
                                                    "CONFLIT DE GROUPE : chacun teste une fois par tour."),
    "Tested this turn: {names}": ("Már próbázott: {names}", "Testowali już: {names}",
                                  "Ont testé ce tour : {names}"),
    "nobody yet": ("még senki", "jeszcze nikt", "personne encore"),
    "pile empty: reshuffle": ("pakli üres: keverés", "stos pusty: tasuj", "vide : remélanger"),
    "{n} in pile": ("{n} a pakliban", "{n} w stosie", "{n} en pioche"),
    "Azrak {azrak}  Fear {fear}": ("Azrak {azrak}  Fél. {fear}", "Azrak {azrak}  Lęk {fear}",
                                   "Azrak {azrak}  Peur {fear}"),
    "+{n} more": ("+{n} további", "+{n} więcej", "+{n} autres"),
}
