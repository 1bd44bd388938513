"""The error corrections of Lee et al. 2017 §3.3.4 step 2, grouped by what they work on.

`edges` cuts what is no part of a mention off a span's edges, `names` corrects person and clinician names, `places`
corrects places, streets, institutions and web addresses, and `numbers` corrects numbers by their context; `common`
holds what several of them share. `phiscrub.merge.correction` registers every correction by name and applies them in
order.
"""
