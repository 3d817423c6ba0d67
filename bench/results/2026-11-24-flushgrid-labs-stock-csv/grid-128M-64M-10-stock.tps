sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1506.81 qps: 9080.84 (r/w/o: 0.00/6059.23/3021.62) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1879.12 qps: 11264.74 (r/w/o: 0.00/7507.50/3757.24) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1875.35 qps: 11262.11 (r/w/o: 0.00/7510.42/3751.70) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1808.85 qps: 10853.09 (r/w/o: 0.00/7235.39/3617.70) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 407.99 qps: 2421.96 (r/w/o: 0.00/1607.97/813.99) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1707.41 qps: 10268.46 (r/w/o: 0.00/6851.64/3416.82) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1317.32 qps: 7885.89 (r/w/o: 0.00/5251.26/2634.63) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1373.02 qps: 8258.13 (r/w/o: 0.00/5512.09/2746.04) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1698.30 qps: 10176.81 (r/w/o: 0.00/6780.21/3396.60) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 694.85 qps: 4149.12 (r/w/o: 0.00/2764.41/1384.71) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1773.42 qps: 10654.47 (r/w/o: 0.00/7105.64/3548.83) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1364.53 qps: 8200.19 (r/w/o: 0.00/5468.13/2732.06) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1567.18 qps: 9408.05 (r/w/o: 0.00/6273.70/3134.35) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1672.30 qps: 10028.83 (r/w/o: 0.00/6684.22/3344.61) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1172.13 qps: 7033.79 (r/w/o: 0.00/4690.53/2343.26) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 833.41 qps: 5005.43 (r/w/o: 0.00/3337.62/1667.81) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 336.85 qps: 2016.06 (r/w/o: 0.00/1343.37/672.69) lat (ms,95%): 74.46 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 341.09 qps: 2051.51 (r/w/o: 0.00/1368.34/683.17) lat (ms,95%): 94.10 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 284.72 qps: 1708.35 (r/w/o: 0.00/1138.90/569.45) lat (ms,95%): 92.42 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 115.03 qps: 690.18 (r/w/o: 0.00/460.12/230.06) lat (ms,95%): 467.30 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1815.16 qps: 10858.95 (r/w/o: 0.00/7232.64/3626.31) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1070.50 qps: 6455.01 (r/w/o: 0.00/4310.01/2145.00) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1365.03 qps: 8187.20 (r/w/o: 0.00/5457.13/2730.07) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1283.62 qps: 7703.71 (r/w/o: 0.00/5136.47/2567.24) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1319.34 qps: 7894.10 (r/w/o: 0.00/5255.42/2638.68) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1078.86 qps: 6492.17 (r/w/o: 0.00/4334.46/2157.71) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1055.43 qps: 6336.60 (r/w/o: 0.00/4225.74/2110.87) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1241.71 qps: 7428.22 (r/w/o: 0.00/4946.81/2481.41) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1687.97 qps: 10136.84 (r/w/o: 0.00/6759.89/3376.95) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1120.99 qps: 6725.92 (r/w/o: 0.00/4482.95/2242.97) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1529.03 qps: 9186.18 (r/w/o: 0.00/6128.12/3058.06) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1504.96 qps: 9025.78 (r/w/o: 0.00/6015.86/3009.93) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1667.40 qps: 10006.37 (r/w/o: 0.00/6671.58/3334.79) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1532.43 qps: 9188.61 (r/w/o: 0.00/6123.74/3064.87) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1855.53 qps: 11122.21 (r/w/o: 0.00/7412.14/3710.07) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1716.82 qps: 10297.89 (r/w/o: 0.00/6863.26/3434.63) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1484.40 qps: 8924.40 (r/w/o: 0.00/5955.60/2968.80) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1544.93 qps: 9267.55 (r/w/o: 0.00/6177.70/3089.85) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1682.85 qps: 10102.10 (r/w/o: 0.00/6736.40/3365.70) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1990.22 qps: 11923.33 (r/w/o: 0.00/7943.89/3979.44) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1692.87 qps: 10173.24 (r/w/o: 0.00/6786.49/3386.75) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 648.08 qps: 3892.45 (r/w/o: 0.00/2596.30/1296.15) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 765.54 qps: 4593.23 (r/w/o: 0.00/3062.15/1531.08) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 625.41 qps: 3752.45 (r/w/o: 0.00/2501.64/1250.82) lat (ms,95%): 43.39 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1049.96 qps: 6297.74 (r/w/o: 0.00/4197.83/2099.92) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           232284
        other:                           116142
        total:                           348426
    transactions:                        58071  (1290.29 per sec.)
    queries:                             348426 (7741.72 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0059s
    total number of events:              58071

Latency (ms):
         min:                                    0.45
         avg:                                    6.20
         max:                                  665.25
         95th percentile:                       15.83
         sum:                               359844.03

Threads fairness:
    events (avg/stddev):           7258.8750/46.54
    execution time (avg/stddev):   44.9805/0.00

